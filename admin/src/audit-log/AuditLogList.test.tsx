import { fireEvent, screen, within } from '@testing-library/react';
import { formatShopDateTime } from '@satchel/shared';
import { Route, Routes } from 'react-router-dom';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { admin } from '../test-utils';
import { AuditLogList, type AuditEntry } from './AuditLogList';

const ENTRIES: AuditEntry[] = [
  {
    id: '12',
    at: '2026-11-27T06:30:00.000Z',
    actorId: 2,
    actorEmail: 'ravi@satchel.test',
    action: 'update',
    entity: 'order',
    entityId: '41',
    changes: { deliveryStatus: { from: 'PENDING', to: 'SHIPPED' } },
    requestId: 'req-1',
  },
  {
    id: '11',
    at: '2026-11-27T06:00:00.000Z',
    actorId: 2,
    actorEmail: 'ravi@satchel.test',
    action: 'login',
    entity: 'team-member',
    entityId: '2',
    changes: null,
    requestId: null,
  },
];

describe('the audit log', () => {
  it('lists who did what and when, newest first, and opens the fields an entry changed', async () => {
    const getList = jest.fn((resource: string) =>
      Promise.resolve(resource === 'team' ? { data: [], total: 0 } : { data: ENTRIES, total: 2 }),
    );
    renderInAdmin(
      <Routes>
        <Route path="/audit-log" element={<AuditLogList />} />
      </Routes>,
      fakeDataProvider({ getList, getMany: jest.fn().mockResolvedValue({ data: [] }) }),
      { resource: 'audit-log', at: '/audit-log', staff: admin },
    );
    const row = await screen.findByRole('row', { name: /Order 41/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .filter(Boolean),
    ).toEqual([
      formatShopDateTime(new Date(ENTRIES[0].at)),
      'ravi@satchel.test',
      'Changed',
      'Order 41',
      'deliveryStatus',
    ]);
    expect(screen.getByRole('row', { name: /Team member 2/ })).toHaveTextContent('Signed in');
    expect(getList).toHaveBeenCalledWith(
      'audit-log',
      expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }),
    );

    fireEvent.click(within(row).getByText('Order 41'));
    const fields = await screen.findByRole('table', { name: 'Changed fields' });
    expect(within(fields).getByRole('row', { name: /deliveryStatus/ })).toHaveTextContent(
      'deliveryStatusPENDINGSHIPPED',
    );
  });
});

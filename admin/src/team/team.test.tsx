import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEAM_MESSAGES } from '@satchel/shared';
import { Route, Routes } from 'react-router-dom';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { admin, calledPath } from '../test-utils';
import { json } from '../webhooks/testWebhooks';
import { TeamEdit } from './TeamEdit';
import { TeamList } from './TeamList';
import { inviteBody, memberUpdateBody, type TeamMember } from './teamRules';

const OWNER: TeamMember = {
  id: 1,
  username: 'meera',
  email: 'meera@satchel.test',
  firstName: 'Meera',
  lastName: 'Iyer',
  isOwner: true,
  permissions: [],
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const INVITED: TeamMember = {
  ...OWNER,
  id: 2,
  username: 'ravi',
  email: 'ravi@satchel.test',
  firstName: 'Ravi',
  lastName: 'Kumar',
  isOwner: false,
  permissions: ['orders', 'customers'],
  status: 'invited',
};

afterEach(() => jest.restoreAllMocks());

describe('the team list', () => {
  it('shows who may work on what, and where each stands', async () => {
    renderInAdmin(
      <Routes>
        <Route path="/team" element={<TeamList />} />
      </Routes>,
      fakeDataProvider({ getList: jest.fn().mockResolvedValue({ data: [OWNER, INVITED], total: 2 }) }),
      { resource: 'team', at: '/team', staff: admin },
    );
    const row = await screen.findByRole('row', { name: /ravi@satchel\.test/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ravi Kumar', 'ravi@satchel.test', 'Orders, Customers', 'Invited']);
    expect(screen.getByRole('row', { name: /meera@satchel\.test/ })).toHaveTextContent('Owner: everything');
    expect(screen.getByRole('link', { name: 'Invite' })).toBeInTheDocument();
  });
});

describe("a team member's page", () => {
  function openEdit(member: TeamMember, staff = admin) {
    const update = jest.fn((_resource: string, { data }: { data: object }) => Promise.resolve({ data }));
    renderInAdmin(
      <Routes>
        <Route path="/team/:id" element={<TeamEdit />} />
        <Route path="/team" element={<p>The list</p>} />
      </Routes>,
      fakeDataProvider({ getOne: jest.fn().mockResolvedValue({ data: member }), update }),
      { resource: 'team', at: `/team/${member.id}`, staff },
    );
    return update;
  }

  it('sends an invited member a new link', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(202, { message: TEAM_MESSAGES.resent }));
    openEdit(INVITED);
    expect(await screen.findByText('ravi@satchel.test has not accepted the invitation yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText(TEAM_MESSAGES.resent)).toBeInTheDocument();
    const request = fetch.mock.calls[0][0] as Request;
    expect([request.method, calledPath(request)]).toEqual(['POST', '/api/admin/team/2/resend-invitation']);
  });

  it('saves permissions and a disabling; its history is a click away for those who may read it', async () => {
    const update = openEdit({ ...INVITED, status: 'active' });
    const customers = await screen.findByRole('checkbox', { name: 'Customers' });
    fireEvent.click(customers);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Webhooks/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Disabled' }));
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity: 'team-member', entityId: '2' }))}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const { data, previousData } = update.mock.calls[0][1] as unknown as {
      data: Record<string, unknown>;
      previousData: Record<string, unknown>;
    };
    expect(memberUpdateBody(data, previousData)).toEqual({
      firstName: 'Ravi',
      lastName: 'Kumar',
      permissions: ['orders', 'webhooks'],
      status: 'disabled',
    });
  });

  it('hides the owner switch and the history from staff who are not owners', async () => {
    openEdit(INVITED, { ...admin, isOwner: false, permissions: ['orders'] });
    await screen.findByRole('checkbox', { name: 'Customers' });
    expect(screen.queryByRole('checkbox', { name: /Owner/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });
});

describe('the bodies the team calls send', () => {
  it('invites with the form fields only; an owner needs no permission list', () => {
    expect(
      inviteBody({ id: 9, email: ' a@b.in ', firstName: 'A ', lastName: ' B', permissions: ['orders', 'bogus'] }),
    ).toEqual({ email: 'a@b.in', firstName: 'A', lastName: 'B', isOwner: false, permissions: ['orders'] });
    expect(
      inviteBody({ email: 'a@b.in', firstName: 'A', lastName: 'B', isOwner: true, permissions: ['orders'] }),
    ).toEqual(expect.objectContaining({ isOwner: true, permissions: [] }));
  });

  it('updates send ownership and status only when changed', () => {
    const previous = { ...OWNER } as unknown as Record<string, unknown>;
    expect(memberUpdateBody({ ...previous }, previous)).toEqual({ firstName: 'Meera', lastName: 'Iyer' });
    expect(memberUpdateBody({ ...previous, isOwner: false, permissions: ['team'] }, previous)).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      isOwner: false,
      permissions: ['team'],
    });
  });
});

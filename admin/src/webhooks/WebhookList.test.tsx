import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { screenIs } from '../test-utils';
import { ENDPOINTS } from './testWebhooks';
import { WebhookList } from './WebhookList';

function openList(getList = jest.fn().mockResolvedValue({ data: ENDPOINTS, total: ENDPOINTS.length })) {
  const view = renderInAdmin(
    <Routes>
      <Route path="/webhooks" element={<WebhookList />} />
      <Route path="/webhooks/:id" element={<p>The endpoint&apos;s page</p>} />
    </Routes>,
    fakeDataProvider({ getList }),
    { resource: 'webhooks', at: '/webhooks' },
  );
  return { ...view, getList };
}

afterEach(() => jest.restoreAllMocks());

describe('the webhook list', () => {
  it('shows URL, description, events, status and failures in a row, newest first', async () => {
    const { getList, container } = openList();

    const row = await screen.findByRole('row', { name: /erp\.example\.com/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['https://erp.example.com/hooks/satchel', 'Warehouse ERP', 'order.placed, stock.low', 'Active', '0']);
    const paused = screen.getByRole('row', { name: /crm\.example\.com/ });
    expect(within(paused).getByText('Paused').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(paused).getAllByRole('cell')[4]).toHaveTextContent('20');
    expect(getList).toHaveBeenCalledWith('webhooks', expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }));

    // backend ENDPOINT_SORTS: id, url, status, createdAt
    const sortable = [...container.querySelectorAll('thead [data-field]')].map((cell) =>
      cell.getAttribute('data-field'),
    );
    expect(sortable).toEqual(['url', 'status']);
    expect(screen.getByRole('link', { name: 'Add endpoint' })).toHaveAttribute('href', '/webhooks/create');
  });

  it('explains webhooks and offers the first endpoint when there are none', async () => {
    openList(jest.fn().mockResolvedValue({ data: [], total: 0 }));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add endpoint' })).toHaveAttribute('href', '/webhooks/create');
  });

  it("opens an endpoint's page from its row", async () => {
    openList();
    fireEvent.click(await screen.findByText('Warehouse ERP'));
    expect(await screen.findByText("The endpoint's page")).toBeInTheDocument();
  });

  it('lists endpoints in one column on a phone', async () => {
    screenIs('small');
    try {
      openList();
      expect(await screen.findByText('https://crm.example.com/in')).toBeInTheDocument();
      expect(screen.getByText('Warehouse ERP · order.placed, stock.low')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      screenIs('large');
    }
  });
});

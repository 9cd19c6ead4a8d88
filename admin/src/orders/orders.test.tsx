import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { OrderStatusSelect } from './OrderStatusSelect';
import type { Order } from './orderStatus';

const order = { id: 12, deliveryStatus: 'PENDING', user: { firstName: 'A', lastName: 'B', email: 'a@b.c' } } as Order;

function renderSelect(update: jest.Mock) {
  render(
    <AdminContext dataProvider={testDataProvider({ update })}>
      <RecordContextProvider value={order}>
        <OrderStatusSelect />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

describe('the order status dropdown', () => {
  it("saves the new status at once and says 'Status updated to Shipped'", async () => {
    const update = jest.fn().mockResolvedValue({ data: { ...order, deliveryStatus: 'SHIPPED' } });
    renderSelect(update);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of order 12' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shipped' }));
    expect(await screen.findByText('Status updated to Shipped')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'order',
      expect.objectContaining({ id: 12, data: { deliveryStatus: 'SHIPPED' } }),
    );
  });

  it("shows the API's reason when it refuses", async () => {
    const update = jest.fn().mockRejectedValue(new Error('Not enough stock to restore this order.'));
    renderSelect(update);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of order 12' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Canceled' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(await screen.findByText('Not enough stock to restore this order.')).toBeInTheDocument();
    expect(screen.queryByText(/Status updated/)).toBeNull();
  });
});

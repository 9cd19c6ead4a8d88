import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { DELIVERY_MESSAGES } from '@satchel/shared';
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
  it("saves the new status at once and says 'Status updated to Delivered'", async () => {
    const update = jest.fn().mockResolvedValue({ data: { ...order, deliveryStatus: 'DELIVERED' } });
    renderSelect(update);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of order 12' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Delivered' }));
    expect(await screen.findByText('Status updated to Delivered')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'order',
      expect.objectContaining({ id: 12, data: { deliveryStatus: 'DELIVERED' } }),
    );
  });

  it('asks for the carrier and AWB when choosing Shipped, and checks the AWB before saving', async () => {
    const update = jest.fn().mockResolvedValue({ data: { ...order, deliveryStatus: 'SHIPPED' } });
    renderSelect(update);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of order 12' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #12' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Carrier' }), { target: { value: 'Blue Dart' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (AWB)'), { target: { value: 'BD 12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(within(dialog).getByText(DELIVERY_MESSAGES.trackingNumberFormat)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Tracking number (AWB)'), { target: { value: 'BD1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Status updated to Shipped')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'order',
      expect.objectContaining({
        id: 12,
        data: { deliveryStatus: 'SHIPPED', carrier: 'Blue Dart', trackingNumber: 'BD1234567' },
      }),
    );
  });

  it('leaves the status as it was when shipping is cancelled', async () => {
    const update = jest.fn();
    renderSelect(update);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of order 12' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shipped' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Status of order 12' })).toHaveTextContent('Pending');
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

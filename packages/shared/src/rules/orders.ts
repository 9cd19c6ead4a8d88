/**
 * Whether an order has an invoice to download: every order but a cancelled one (nothing was sold;
 * its credit note, if it was invoiced, reverses the invoice). The API answers 409 for a cancelled
 * order's invoice, and the apps offer none.
 */
export function hasInvoice(order: { deliveryStatus: string }): boolean {
  return order.deliveryStatus !== 'CANCELED';
}

/**
 * Whether an order has an invoice to download: every order but a cancelled one (nothing was sold;
 * its credit note, if it was invoiced, reverses the invoice). The API answers 409 for a cancelled
 * order's invoice, and the apps offer none.
 */
export function hasInvoice(order: { deliveryStatus: string }): boolean {
  return order.deliveryStatus !== 'CANCELED';
}

/**
 * Where a cash-on-delivery order's payment stands, in the words My Account, the e-mails and the
 * invoices use: a cancelled order is owed nothing, whatever its payment status says.
 */
export const PAYMENT_WORDS = {
  paid: 'Paid',
  /** SPEC's label of the payment method at checkout. */
  onDelivery: 'Pay when you receive',
  cancelled: 'Cancelled: nothing to pay',
} as const;

export function paymentWords(order: { deliveryStatus: string; paymentStatus: string }): string {
  if (order.deliveryStatus === 'CANCELED') return PAYMENT_WORDS.cancelled;
  return order.paymentStatus === 'PAID' ? PAYMENT_WORDS.paid : PAYMENT_WORDS.onDelivery;
}

import type { components } from '@satchel/shared/web';

export type Order = components['schemas']['OrderDto'];
export type DeliveryStatus = components['schemas']['DeliveryStatus'];

/** docs/product.md §2's dropdown: the labels an admin reads, the values the API takes. */
export const ORDER_STATUSES: { id: DeliveryStatus; name: string }[] = [
  { id: 'PENDING', name: 'Pending' },
  { id: 'SHIPPED', name: 'Shipped' },
  { id: 'DELIVERED', name: 'Delivered' },
  { id: 'CANCELED', name: 'Canceled' },
];

export function statusLabel(status: DeliveryStatus): string {
  return ORDER_STATUSES.find((option) => option.id === status)?.name ?? status;
}

export function customerName(order: Order): string {
  const name = [order.user.firstName, order.user.lastName].filter(Boolean);
  return [...new Set(name)].join(' ') || order.user.email;
}

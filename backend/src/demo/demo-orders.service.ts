import { addDays, DEFAULT_DELIVERY_DAYS, shopDate, SHOP_TIME_ZONE, startOfShopDay, UserType } from '@satchel/shared';
import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AddressesService } from '../modules/addresses/addresses.service';
import { CartService } from '../modules/cart/cart.service';
import { DeliveryStatus, PaymentMethod } from '../modules/orders/order.entity';
import { OrdersService } from '../modules/orders/orders.service';
import { UsersService } from '../modules/users/users.service';
import { DEMO_CUSTOMERS } from './demo-catalogue';

/** How many days back the history reaches: the back office's sales chart shows 30. */
const HISTORY_DAYS = 30;
const ORDERS = 26;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A believable month of trade for the demo shop: a few customers, and orders spread over the last
 * 30 days, older ones delivered, recent ones shipped or pending, some cancelled. Placed through the
 * same services a shopper and an admin use (stock, totals and e-mails follow), then dated back.
 */
@Injectable()
export class DemoOrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly addresses: AddressesService,
    private readonly carts: CartService,
    private readonly orders: OrdersService,
  ) {}

  async load(now = new Date()): Promise<void> {
    const random = seeded(20261125);
    const variants = await this.em.execute<{ id: number; stock: number }[]>(
      `select id, stock from product_variants where stock >= 5 order by id`,
    );
    const shoppers = [];
    for (const customer of DEMO_CUSTOMERS) {
      const user = await this.users.create(
        {
          username: customer.username,
          email: `${customer.username}@example.com`,
          // Nobody signs in as them: a password no one knows.
          password: randomBytes(24).toString('base64url'),
          firstName: customer.firstName,
          lastName: customer.lastName,
        },
        UserType.CUSTOMER,
      );
      const address = await this.addresses.create(user, { ...customer.address, isDefault: true });
      shoppers.push({ user, addressId: address.id });
      await this.em.execute(`update users set created_at = ? where id = ?`, [ago(now, HISTORY_DAYS + 5), user.id]);
    }

    for (let i = 0; i < ORDERS; i++) {
      // Oldest first, a day or so apart, each on its own day in India at shop hours (10:00–20:00);
      // today's not after now, however early in the day it is.
      const daysAgo = Math.round(((ORDERS - 1 - i) * (HISTORY_DAYS - 1)) / (ORDERS - 1));
      const dayStart = startOfShopDay(addDays(shopDate(now), -daysAgo)).getTime();
      const atShopHours = dayStart + (10 + random() * 10) * HOUR_MS;
      const placedAt = new Date(Math.max(dayStart, Math.min(atShopHours, now.getTime() - 60_000)));
      const shopper = shoppers[Math.floor(random() * shoppers.length)];
      const lines = 1 + Math.floor(random() * 2);
      for (let line = 0; line < lines; line++) {
        const variant = variants[Math.floor(random() * variants.length)];
        await this.carts.add(shopper.user, { productVariantId: variant.id, quantity: 1 });
      }
      const { order } = await this.orders.place(shopper.user, {
        addressId: shopper.addressId,
        paymentMethod: PaymentMethod.COD,
      });
      await this.em.execute(
        `update orders set created_at = ?, updated_at = ?,
                expected_delivery_date = (?::timestamptz at time zone '${SHOP_TIME_ZONE}')::date + ?::int
          where id = ?`,
        [placedAt, placedAt, placedAt, DEFAULT_DELIVERY_DAYS, order.id],
      );
      const status = statusFor(daysAgo, i);
      // Shipped parcels carry an AWB, as the shop's would.
      const shipped = status === DeliveryStatus.SHIPPED || status === DeliveryStatus.DELIVERED;
      const tracking = shipped ? { carrier: 'Delhivery', trackingNumber: `${1490000000000 + order.id}` } : {};
      if (status !== DeliveryStatus.PENDING) await this.orders.setStatus(order.id, status, tracking);
      if (status === DeliveryStatus.DELIVERED) {
        await this.em.execute(`update orders set delivered_on = ? where id = ?`, [
          new Date(placedAt.getTime() + 4 * DAY_MS),
          order.id,
        ]);
      }
    }
  }
}

/** Older orders delivered, the last week's shipped, the last days' pending; one in seven cancelled. */
function statusFor(daysAgo: number, index: number): DeliveryStatus {
  if (index % 7 === 3) return DeliveryStatus.CANCELED;
  if (daysAgo >= 8) return DeliveryStatus.DELIVERED;
  if (daysAgo >= 3) return DeliveryStatus.SHIPPED;
  return DeliveryStatus.PENDING;
}

function ago(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The same "random" history on every fresh start (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

import { addDays, SHOP_TIME_ZONE, shopDate, startOfShopDay } from '@satchel/shared';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { paiseToRupees } from '../products/pricing';
import { DashboardDto, SalesDayDto } from './dto/dashboard.dto';

export const SALES_DAYS = 30;

interface CountsRow {
  categories: number;
  products: number;
  pending_orders: number;
  customers: number;
  open_returns: number;
  company_name: string | null;
}

interface DayRow {
  date: string;
  orders: number;
  revenue: string | number;
  tax: string | number;
  code_discounts: string | number;
}

@Injectable()
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  /** The tiles' numbers in one query, the sales per day in another (orders_created_idx serves it), refunds in a third. */
  async summary(now = new Date()): Promise<DashboardDto> {
    const [counts] = await this.em.execute<CountsRow[]>(
      `select (select count(*) from categories)::int as categories,
              (select count(*) from products)::int as products,
              (select count(*) from orders where delivery_status = 'PENDING')::int as pending_orders,
              (select count(*) from users where user_type = 'CUSTOMER')::int as customers,
              (select count(*) from order_returns where status in ('REQUESTED', 'APPROVED', 'RECEIVED'))::int as open_returns,
              (select name from company_details limit 1) as company_name`,
    );
    const today = shopDate(now);
    const first = addDays(today, -(SALES_DAYS - 1));
    const rows = await this.em.execute<DayRow[]>(
      `select to_char(created_at at time zone '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') as date,
              count(*)::int as orders,
              coalesce(sum(total_paise) filter (where delivery_status <> 'CANCELED'), 0) as revenue,
              coalesce(sum(tax_paise) filter (where delivery_status <> 'CANCELED'), 0) as tax,
              coalesce(sum(code_discount_paise) filter (where delivery_status <> 'CANCELED'), 0) as code_discounts
         from orders where created_at >= ? group by 1`,
      [startOfShopDay(first)],
    );
    // Refunds by the day they were paid (order_returns_refunded_idx serves it).
    const refundRows = await this.em.execute<{ date: string; refunds: string | number }[]>(
      `select to_char(refunded_at at time zone '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') as date, sum(refund_paise) as refunds
         from order_returns where refunded_at >= ? group by 1`,
      [startOfShopDay(first)],
    );
    const byDate = new Map(rows.map((row) => [row.date, row]));
    const refunds = new Map(refundRows.map((row) => [row.date, Number(row.refunds)]));
    const days: SalesDayDto[] = Array.from({ length: SALES_DAYS }, (_, index) => {
      const date = addDays(first, index);
      const row = byDate.get(date);
      return {
        date,
        orders: row?.orders ?? 0,
        revenue: paiseToRupees(Number(row?.revenue ?? 0)),
        tax: paiseToRupees(Number(row?.tax ?? 0)),
        codeDiscounts: paiseToRupees(Number(row?.code_discounts ?? 0)),
        refunds: paiseToRupees(refunds.get(date) ?? 0),
      };
    });
    return {
      categories: counts.categories,
      products: counts.products,
      pendingOrders: counts.pending_orders,
      customers: counts.customers,
      openReturns: counts.open_returns,
      companyName: counts.company_name ?? '',
      days,
    };
  }
}

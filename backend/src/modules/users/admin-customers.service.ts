import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RecordNotFoundError } from '../../common/errors/domain-errors';
import { containsPattern, Page } from '../../common/http/simple-rest';
import { CustomerDto } from './dto/customer.dto';

/** What the back office may sort customers by. */
export const CUSTOMER_SORTS = ['id', 'username', 'email', 'createdAt', 'orderCount'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** Which customers a list holds, and in what order. */
export interface CustomerCriteria {
  /** Only these customers; an empty list finds none. */
  ids?: number[];
  /** Part of a username, e-mail address or mobile number, in any case, taken literally. */
  search?: string;
  sort: { field: CustomerSort; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

const ORDER_BY: Record<CustomerSort, string> = {
  id: 'u.id',
  username: 'lower(u.username)',
  email: 'lower(u.email)',
  createdAt: 'u.created_at',
  orderCount: 'order_count',
};

interface CustomerRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
  created_at: Date;
  order_count: number;
  total: number;
}

/** Registered customers with their order counts, read-only, in one query per page. */
@Injectable()
export class AdminCustomersService {
  constructor(private readonly em: EntityManager) {}

  async list(criteria: CustomerCriteria): Promise<Page<CustomerDto[]>> {
    const where = [`u.user_type = 'CUSTOMER'`];
    const params: unknown[] = [];
    if (criteria.ids?.length === 0) return { items: [], total: 0 };
    if (criteria.ids) {
      where.push('u.id in (?)');
      params.push(criteria.ids);
    }
    if (criteria.search) {
      const like = containsPattern(criteria.search);
      where.push('(u.username ilike ? or u.email ilike ? or u.mobile ilike ?)');
      params.push(like, like, like);
    }
    const rows = await this.em.execute<CustomerRow[]>(
      `select u.id, u.username, u.email, u.first_name, u.last_name, u.mobile, u.created_at,
              (select count(*) from orders o where o.user_id = u.id)::int as order_count,
              count(*) over ()::int as total
         from users u
        where ${where.join(' and ')}
        order by ${ORDER_BY[criteria.sort.field]} ${criteria.sort.order}, u.id ${criteria.sort.order}
        limit ? offset ?`,
      [...params, criteria.limit, criteria.offset],
    );
    const total = rows.length
      ? rows[0].total
      : Number(
          (
            await this.em.execute<{ n: number }[]>(
              `select count(*)::int as n from users u where ${where.join(' and ')}`,
              params,
            )
          )[0].n,
        );
    return { items: rows.map(toDto), total };
  }

  async get(id: number): Promise<CustomerDto> {
    const { items: customers } = await this.list({
      ids: [id],
      sort: { field: 'id', order: 'asc' },
      offset: 0,
      limit: 1,
    });
    if (!customers[0]) throw new RecordNotFoundError('Customer not found');
    return customers[0];
  }
}

function toDto(row: CustomerRow): CustomerDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    createdAt: new Date(row.created_at).toISOString(),
    orderCount: row.order_count,
  };
}

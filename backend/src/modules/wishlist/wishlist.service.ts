import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RecordNotFoundError } from '../../common/errors/domain-errors';
import { RawJson } from '../../common/http/raw-json';
import { isoTimestamp, PRODUCT_JSON_SQL } from '../products/product-json.sql';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { WishlistDto } from './dto/wishlist.dto';
import { WishlistItem } from './wishlist-item.entity';

@Injectable()
export class WishlistService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The customer's wishlist with whole products, assembled by PostgreSQL in one statement (the
   * catalogue's read model): one snapshot, so a product deleted meanwhile is simply not in it.
   */
  async wishlist(user: User): Promise<RawJson<WishlistDto>> {
    const [row] = await this.em.execute<{ items: string }[]>(
      `select coalesce(json_agg(json_build_object('productId', p.id, 'product', ${PRODUCT_JSON_SQL},
                'addedAt', ${isoTimestamp('w.created_at')}) order by w.created_at desc, w.id desc), '[]'::json)::text as items
         from wishlist_items w
         join products p on p.id = w.product_id
         join categories c on c.id = p.category_id
        where w.user_id = ?`,
      [user.id],
    );
    return new RawJson(`{"id":${user.id},"userId":${user.id},"items":${row.items}}`);
  }

  /** Adds a product; adding it again changes nothing. */
  async add(user: User, productId: number): Promise<RawJson<WishlistDto>> {
    if (!(await this.em.count(Product, { id: productId }))) throw new RecordNotFoundError('Product not found');
    await this.em.execute(
      `insert into wishlist_items (user_id, product_id, created_at) values (?, ?, now())
       on conflict (user_id, product_id) do nothing`,
      [user.id, productId],
    );
    return this.wishlist(user);
  }

  /** Removes a product; removing one that is not there changes nothing. */
  async remove(user: User, productId: number): Promise<RawJson<WishlistDto>> {
    await this.em.nativeDelete(WishlistItem, { user, product: productId });
    return this.wishlist(user);
  }
}

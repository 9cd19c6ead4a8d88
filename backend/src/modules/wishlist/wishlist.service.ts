import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RecordNotFoundError } from '../../common/errors/domain-errors';
import { ProductDto } from '../products/dto/product.dto';
import { Product } from '../products/product.entity';
import { ProductsService } from '../products/products.service';
import { User } from '../users/user.entity';
import { WishlistDto } from './dto/wishlist.dto';
import { WishlistItem } from './wishlist-item.entity';

@Injectable()
export class WishlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductsService,
  ) {}

  /** The customer's wishlist with whole products, in a fixed number of queries. */
  async wishlist(user: User): Promise<WishlistDto> {
    const items = await this.em.find(WishlistItem, { user }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const products = await this.products.load(items.map((item) => item.product.id));
    const byId = new Map(products.map((product) => [product.id, product]));
    return {
      id: user.id,
      userId: user.id,
      items: items.flatMap((item) => {
        const product = byId.get(item.product.id);
        return product ? [{ productId: product.id, product: ProductDto.of(product), addedAt: item.createdAt }] : [];
      }),
    };
  }

  /** Adds a product; adding it again changes nothing. */
  async add(user: User, productId: number): Promise<WishlistDto> {
    if (!(await this.em.count(Product, { id: productId }))) throw new RecordNotFoundError('Product not found');
    await this.em.execute(
      `insert into wishlist_items (user_id, product_id, created_at) values (?, ?, now())
       on conflict (user_id, product_id) do nothing`,
      [user.id, productId],
    );
    return this.wishlist(user);
  }

  /** Removes a product; removing one that is not there changes nothing. */
  async remove(user: User, productId: number): Promise<WishlistDto> {
    await this.em.nativeDelete(WishlistItem, { user, product: productId });
    return this.wishlist(user);
  }
}

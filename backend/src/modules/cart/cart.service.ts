import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ProductVariant } from '../products/product-variant.entity';
import { User } from '../users/user.entity';
import { CartItem } from './cart-item.entity';
import { AddToCartDto, CartDto, UpdateCartQuantityDto } from './dto/cart.dto';

export const OUT_OF_STOCK = 'This size is out of stock';

/** How many are left, in words the cart shows when a quantity asks for more. */
export function onlyLeft(stock: number): string {
  return `Only ${stock} left in stock`;
}

@Injectable()
export class CartService {
  constructor(private readonly em: EntityManager) {}

  /** The customer's cart lines with their products, in a fixed number of queries. */
  async items(user: User, em: EntityManager = this.em): Promise<CartItem[]> {
    return em.find(
      CartItem,
      { user },
      {
        populate: ['variant.product.images.upload'],
        orderBy: { createdAt: 'asc', id: 'asc' },
        strategy: 'select-in',
      },
    );
  }

  async cart(user: User): Promise<CartDto> {
    return CartDto.of(await this.items(user));
  }

  /** Adds a variant, or raises its quantity when it is already in the cart; never beyond stock. */
  async add(user: User, { productVariantId, quantity }: AddToCartDto): Promise<CartDto> {
    await this.em.transactional(async (em) => {
      const variant = await em.findOne(ProductVariant, productVariantId);
      if (!variant) throw new NotFoundException('This product is no longer available');
      if (variant.stock <= 0) throw new ConflictException(OUT_OF_STOCK);
      // One statement, so two adds at once both count.
      const [line]: { quantity: number }[] = await em.execute(
        `insert into cart_items (user_id, variant_id, quantity, created_at) values (?, ?, ?, now())
         on conflict (user_id, variant_id) do update set quantity = cart_items.quantity + excluded.quantity
         returning quantity`,
        [user.id, variant.id, quantity],
      );
      if (line.quantity > variant.stock) throw new ConflictException(onlyLeft(variant.stock));
    });
    return this.cart(user);
  }

  async updateQuantity(user: User, { cartItemId, newQuantity }: UpdateCartQuantityDto): Promise<CartDto> {
    const item = await this.em.findOne(CartItem, { id: cartItemId, user }, { populate: ['variant'] });
    if (!item) throw new NotFoundException('This item is not in your cart');
    if (newQuantity > item.variant.stock) {
      throw new ConflictException(item.variant.stock > 0 ? onlyLeft(item.variant.stock) : OUT_OF_STOCK);
    }
    item.quantity = newQuantity;
    await this.em.flush();
    return this.cart(user);
  }

  async remove(user: User, cartItemId: number): Promise<CartDto> {
    const removed = await this.em.nativeDelete(CartItem, { id: cartItemId, user });
    if (!removed) throw new NotFoundException('This item is not in your cart');
    return this.cart(user);
  }
}

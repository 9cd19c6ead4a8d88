import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConflictError, RecordNotFoundError } from '../../common/errors/domain-errors';
import { DISCOUNT_MESSAGES, discountProblemMessage } from '@satchel/shared';
import { asyncCommitValue } from '../../infra/database/async-commit.sql';
import { DatabaseServer } from '../../infra/database/database-server';
import { executePrepared } from '../../infra/database/prepared-statement';
import { assertCodeApplies, DiscountCodesService } from '../promotions/discount-codes.service';
import { User } from '../users/user.entity';
import { CartItem } from './cart-item.entity';
import { ADD_TO_CART_SQL, APPLY_CODE_SQL, CART_SQL, CartRow } from './cart-lines.sql';
import { AddToCartDto, CartDto, UpdateCartQuantityDto } from './dto/cart.dto';

/** Whose cart: only its id is read, so the session's account (CurrentAccount) will do. */
type Customer = Pick<User, 'id'>;

export const OUT_OF_STOCK = 'This size is out of stock';

/** How many are left, in words the cart shows when a quantity asks for more. */
export function onlyLeft(stock: number): string {
  return `Only ${stock} left in stock`;
}

@Injectable()
export class CartService {
  /** The cart's writes commit without waiting for the disk where that is safe (ASYNC_COMMIT_SQL). */
  private readonly asyncCommit: 'off' | null;

  constructor(
    private readonly em: EntityManager,
    private readonly codes: DiscountCodesService,
    server: DatabaseServer,
  ) {
    this.asyncCommit = asyncCommitValue(server);
  }

  /** ASYNC_COMMIT_SQL's value for a cart write now: none inside a transaction, which would commit whole without waiting. */
  private asyncCommitHere(): 'off' | null {
    return this.em.getTransactionContext() ? null : this.asyncCommit;
  }

  /**
   * The cart, read in one statement without entities (CART_SQL), with what its code gives it now. The code is
   * checked again with every read and change: one that no longer applies (a line removed below
   * its minimum, the code expired or used up) is dropped, and the answer says why.
   */
  async cart(user: Customer): Promise<CartDto> {
    const [cart] = await executePrepared<CartRow>(this.em, CART_SQL, Array(4).fill(user.id));
    return this.answer(user, cart);
  }

  /** The cart read as CartDto; a code that no longer applies is dropped, and the answer says why. */
  private async answer(user: Customer, { lines, code: quote }: CartRow): Promise<CartDto> {
    if (quote?.problem) {
      await this.codes.removeFromCart(user.id, quote.codeId);
      const reason = discountProblemMessage(quote.problem, quote.minOrderPaise);
      return CartDto.of(lines, undefined, DISCOUNT_MESSAGES.dropped(quote.code, reason));
    }
    return CartDto.of(lines, quote ?? undefined);
  }

  /**
   * Puts a code on the cart (any case; in place of another) and answers with the cart, in one
   * statement; refused with the reason when it gives nothing, the cart's code unchanged.
   */
  async applyCode(user: Customer, code: string): Promise<CartDto> {
    const { id } = user;
    let cart: CartRow | undefined;
    try {
      [cart] = await executePrepared<CartRow>(this.em, APPLY_CODE_SQL, [id, id, code, id, id, this.asyncCommitHere()]);
    } catch (error) {
      // Deleted while the statement ran: as if it never existed.
      if (!(error instanceof ForeignKeyConstraintViolationException)) throw error;
    }
    assertCodeApplies(cart?.code);
    return CartDto.of(cart.lines, cart.code);
  }

  async removeCode(user: Customer): Promise<CartDto> {
    await this.codes.removeFromCart(user.id);
    return this.cart(user);
  }

  /**
   * Adds a variant, or raises its quantity when it is already in the cart; never beyond stock.
   * One statement checks the stock, writes the line and reads the cart as changed
   * (ADD_TO_CART_SQL), so two adds at once both count and a refused add changes nothing (no
   * transaction needed); only a refusal reads the variant again to say why.
   */
  async add(user: Customer, { productVariantId, quantity }: AddToCartDto): Promise<CartDto> {
    const [cart] = await executePrepared<CartRow & { added: boolean }>(this.em, ADD_TO_CART_SQL, [
      user.id,
      quantity,
      productVariantId,
      quantity,
      ...Array(3).fill(user.id),
      this.asyncCommitHere(),
    ]);
    if (!cart.added) {
      const [variant]: { stock: number }[] = await this.em.execute('select stock from product_variants where id = ?', [
        productVariantId,
      ]);
      if (!variant) throw new RecordNotFoundError('This product is no longer available');
      throw new ConflictError(variant.stock > 0 ? onlyLeft(variant.stock) : OUT_OF_STOCK);
    }
    return this.answer(user, cart);
  }

  async updateQuantity(user: Customer, { cartItemId, newQuantity }: UpdateCartQuantityDto): Promise<CartDto> {
    const item = await this.em.findOne(CartItem, { id: cartItemId, user: user.id }, { populate: ['variant'] });
    if (!item) throw new RecordNotFoundError('This item is not in your cart');
    if (newQuantity > item.variant.stock) {
      throw new ConflictError(item.variant.stock > 0 ? onlyLeft(item.variant.stock) : OUT_OF_STOCK);
    }
    item.quantity = newQuantity;
    await this.em.flush();
    return this.cart(user);
  }

  async remove(user: Customer, cartItemId: number): Promise<CartDto> {
    const removed = await this.em.nativeDelete(CartItem, { id: cartItemId, user: user.id });
    if (!removed) throw new RecordNotFoundError('This item is not in your cart');
    return this.cart(user);
  }
}

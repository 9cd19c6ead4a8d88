import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException } from '@nestjs/common';

export interface StockChange {
  variantId: number;
  quantity: number;
  /** How a person would name it: 'Aarav Leather Tote (M, Tan)'. */
  label: string;
}

/**
 * Takes stock for every change or none (the caller's transaction rolls back on the refusal).
 * Each row is updated only while enough is left, so concurrent checkouts can never oversell, and
 * rows are taken in id order in every transaction, so two of them never deadlock.
 */
export async function takeStock(em: EntityManager, changes: readonly StockChange[]): Promise<void> {
  for (const change of inIdOrder(changes)) {
    const taken: unknown[] = await em.execute(
      'update product_variants set stock = stock - ? where id = ? and stock >= ? returning id',
      [change.quantity, change.variantId, change.quantity],
    );
    if (taken.length) continue;
    const [row]: { stock: number }[] = await em.execute('select stock from product_variants where id = ?', [
      change.variantId,
    ]);
    const left = row?.stock ?? 0;
    throw new ConflictException(left > 0 ? `Only ${left} left of ${change.label}` : `${change.label} is out of stock`);
  }
}

/** Puts stock back (for variants still in the catalogue). */
export async function restoreStock(em: EntityManager, changes: readonly StockChange[]): Promise<void> {
  for (const change of inIdOrder(changes)) {
    await em.execute('update product_variants set stock = stock + ? where id = ?', [change.quantity, change.variantId]);
  }
}

function inIdOrder(changes: readonly StockChange[]): StockChange[] {
  return [...changes].sort((a, b) => a.variantId - b.variantId);
}

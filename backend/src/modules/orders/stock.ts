import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../common/errors/domain-errors';
import { noteStockChange } from '../../infra/cache/catalogue-cache';
import { intArray } from '../../infra/database/prepared-statement';
import type { ActorAuditEntry } from '../audit/audit-log.service';

/** A size's stock as a staff change moved it, for the audit log. */
export interface StockMove {
  variantId: number;
  productId: number;
  from: number;
  to: number;
}

interface MovedRow {
  id: number;
  product_id: number;
  stock: number;
  quantity: number;
}

export interface StockChange {
  variantId: number;
  quantity: number;
  /** stockLabel of the size. */
  label: string;
}

/** How a person would name a size: 'Aarav Leather Tote (M, Tan)'. */
export function stockLabel(productName: string, size: string, color: string): string {
  return `${productName} (${size}, ${color})`;
}

/** Why a checkout (or an order taken out of CANCELED) was refused: how many are left of which size. */
export function shortOfStock(label: string, left: number): ConflictError {
  return new ConflictError(left > 0 ? `Only ${left} left of ${label}` : `${label} is out of stock`);
}

/**
 * The rows of `changes`, locked in id order before anything else touches them: every statement
 * that moves stock locks this way, so two checkouts (or a checkout and a cancellation) wait for
 * each other instead of deadlocking. `?` 1 and 2 are the ids and quantities as int arrays.
 */
const LOCKED_CHANGES = `with change as (select unnest(?::int[]) as id, unnest(?::int[]) as quantity),
  locked as materialized (
    select v.id from product_variants v join change c on c.id = v.id order by v.id for no key update of v
  )`;

/**
 * Takes stock for every change or none (the caller's transaction rolls back on the refusal), in
 * one statement. Each row is updated only while enough is left (re-checked on the newest row
 * once a concurrent checkout commits), so concurrent checkouts can never oversell; the
 * `CHECK (stock >= 0)` backs it.
 */
export async function takeStock(em: EntityManager, changes: readonly StockChange[]): Promise<StockMove[]> {
  noteStockChange(em); // cached catalogue answers learn of it when the transaction commits
  const merged = mergeByVariant(changes);
  if (!merged.length) return [];
  const taken: MovedRow[] = await em.execute(
    `${LOCKED_CHANGES}
     update product_variants v set stock = v.stock - c.quantity, version = v.version + 1
     from change c, locked l
     where v.id = c.id and l.id = v.id and v.stock >= c.quantity
     returning v.id, v.product_id, v.stock, c.quantity`,
    arrays(merged),
  );
  if (taken.length === merged.length) return taken.map((row) => moveOf(row, -1));
  // Only on a refusal: which size is short, and how many are left of it (the first in id order).
  const done = new Set(taken.map((row) => row.id));
  const rows: { id: number; stock: number }[] = await em.execute(
    'select id, stock from product_variants where id = any(?::int[])',
    [intArray(merged.map((change) => change.variantId))],
  );
  const stock = new Map(rows.map((row) => [row.id, row.stock]));
  const short = merged.find((change) => !done.has(change.variantId))!;
  throw shortOfStock(short.label, stock.get(short.variantId) ?? 0);
}

/** Puts stock back (for variants still in the catalogue), in one statement. */
export async function restoreStock(em: EntityManager, changes: readonly StockChange[]): Promise<StockMove[]> {
  noteStockChange(em);
  const merged = mergeByVariant(changes);
  if (!merged.length) return [];
  const restored: MovedRow[] = await em.execute(
    `${LOCKED_CHANGES}
     update product_variants v set stock = v.stock + c.quantity, version = v.version + 1
     from change c, locked l
     where v.id = c.id and l.id = v.id
     returning v.id, v.product_id, v.stock, c.quantity`,
    arrays(merged),
  );
  return restored.map((row) => moveOf(row, +1));
}

/** A row's move: `stock` is the new value, so the old one is the quantity the other way. */
function moveOf(row: MovedRow, direction: 1 | -1): StockMove {
  return { variantId: row.id, productId: row.product_id, from: row.stock - direction * row.quantity, to: row.stock };
}

/** One change per variant (summed), in id order. */
function mergeByVariant(changes: readonly StockChange[]): StockChange[] {
  const byId = new Map<number, StockChange>();
  for (const change of changes) {
    const seen = byId.get(change.variantId);
    byId.set(change.variantId, seen ? { ...seen, quantity: seen.quantity + change.quantity } : { ...change });
  }
  return [...byId.values()].sort((a, b) => a.variantId - b.variantId);
}

function arrays(changes: readonly StockChange[]): string[] {
  return [intArray(changes.map((change) => change.variantId)), intArray(changes.map((change) => change.quantity))];
}

/** The audit entries of stock moves: one per product, each size's stock before and after. */
export function stockEntries(moves: StockMove[]): ActorAuditEntry[] {
  const byProduct = new Map<number, ActorAuditEntry>();
  for (const move of moves) {
    let entry = byProduct.get(move.productId);
    if (!entry) {
      entry = { action: 'update', entity: 'product', entityId: String(move.productId), changes: {} };
      byProduct.set(move.productId, entry);
    }
    entry.changes![`variants.${move.variantId}.stock`] = { from: move.from, to: move.to };
  }
  return [...byProduct.values()];
}

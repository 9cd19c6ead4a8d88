import {
  ChangeSetType,
  helper,
  type ChangeSet,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
  type UnitOfWork,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REDACTED, type AuditAction } from '@satchel/shared';
import { currentActor, currentRequestId, type RequestActor } from '../../common/http/request-id';
import type { FieldChange } from './audit-entry.entity';
import { auditedAs } from './audited';
import { AuditLog, type NewAuditEntry } from './audit-log.service';

/** Fields whose change says nothing by itself. */
const UNLOGGED = new Set(['updatedAt', 'version']);
/** Text longer than this is cut in the log (a legal page's whole text twice would bloat it). */
const MAX_LOGGED_TEXT = 4_000;

/** A change seen in a flush, made into an entry once the rows have their ids. */
interface PendingChange {
  actor: RequestActor;
  requestId: string | null;
  change: ChangeSet<object>;
  changes: Record<string, FieldChange> | null;
}

/**
 * Writes the audit log for what staff change through the ORM, in the change's own transaction.
 * A flush's changes are noted in `onFlush`; their entries are inserted once the rows have ids:
 * before the flush's own transaction commits, or, when the flush runs inside a longer
 * transaction, right after it, still inside that transaction. Either way a change that rolls back
 * leaves no entry. Writes outside a staff request (a customer, a job) are not audited.
 */
export class AuditSubscriber implements EventSubscriber {
  private readonly pending = new WeakMap<UnitOfWork, PendingChange[]>();

  onFlush({ uow }: FlushEventArgs): void {
    const actor = currentActor();
    if (!actor) return;
    const requestId = currentRequestId() ?? null;
    const noted: PendingChange[] = [];
    for (const change of uow.getChangeSets()) {
      if (!auditedAs(change.meta.class)) continue;
      const changes = fieldChanges(change);
      if (change.type === ChangeSetType.UPDATE && !changes) continue;
      noted.push({ actor, requestId, change, changes });
    }
    // Set, not added to: a flush that failed before committing left nothing to write.
    if (noted.length) this.pending.set(uow, noted);
    else this.pending.delete(uow);
  }

  async beforeTransactionCommit({ em, uow, transaction }: TransactionEventArgs): Promise<void> {
    if (uow) await this.write(em as EntityManager, uow, transaction);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    await this.write(em as EntityManager, uow, em.getTransactionContext());
  }

  afterTransactionRollback({ uow }: TransactionEventArgs): void {
    if (uow) this.pending.delete(uow);
  }

  private async write(em: EntityManager, uow: UnitOfWork, transaction: unknown): Promise<void> {
    const noted = this.pending.get(uow);
    if (!noted) return;
    this.pending.delete(uow);
    await AuditLog.insert(em, noted.map(toEntry), transaction);
  }
}

function toEntry({ actor, requestId, change, changes }: PendingChange): NewAuditEntry {
  const as = auditedAs(change.meta.class)!;
  const action: AuditAction =
    change.type === ChangeSetType.CREATE ? 'create' : change.type === ChangeSetType.UPDATE ? 'update' : 'delete';
  const ownId = String(helper(change.entity).getPrimaryKey());
  if (!as.partOf) return { actor, requestId, action, entity: as.entity, entityId: ownId, changes };
  // A part's change is a change of the record it belongs to, its fields named after the part.
  const { id, prefix } = as.partOf(change.entity);
  const at = `${prefix}.${ownId}`;
  const prefixed: Record<string, FieldChange> =
    action === 'delete'
      ? { [at]: { to: null } }
      : Object.fromEntries(Object.entries(changes ?? {}).map(([field, value]) => [`${at}.${field}`, value]));
  return { actor, requestId, action: 'update', entity: as.entity, entityId: String(plain(id)), changes: prefixed };
}

/** The fields a create sets or an update changes, old and new; a delete names none. */
function fieldChanges(change: ChangeSet<object>): Record<string, FieldChange> | null {
  if (change.type !== ChangeSetType.CREATE && change.type !== ChangeSetType.UPDATE) return null;
  const fields: Record<string, FieldChange> = {};
  const before = (change.originalEntity ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(change.payload as Record<string, unknown>)) {
    if (UNLOGGED.has(field)) continue;
    const property = change.meta.properties[field as never] as { hidden?: boolean; primary?: boolean } | undefined;
    if (property?.primary) continue;
    if (property?.hidden) {
      fields[field] = change.type === ChangeSetType.CREATE ? { to: REDACTED } : { from: REDACTED, to: REDACTED };
      continue;
    }
    const to = plain(value);
    if (change.type === ChangeSetType.CREATE) {
      if (to !== null) fields[field] = { to };
      continue;
    }
    const from = plain(before[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) fields[field] = { from, to };
  }
  return Object.keys(fields).length ? fields : null;
}

/** A value as JSON can keep it: dates as ISO text, related records as their ids, long text cut. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > MAX_LOGGED_TEXT ? `${value.slice(0, MAX_LOGGED_TEXT)}…` : value;
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value === 'object' && helper(value as object)?.__meta) return helper(value as object).getPrimaryKey();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

import {
  ChangeSetType,
  helper,
  type ChangeSet,
  type EventSubscriber,
  type FlushEventArgs,
  type Platform,
  type TransactionEventArgs,
  type Type,
  type UnitOfWork,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REDACTED, type AuditAction } from '@satchel/shared';
import { currentActor, currentRequestId, type RequestActor } from '../../common/request-scope';
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
  /** An update's fields, taken before the flush moves the entity's snapshot on; a create's are read after. */
  changes: Record<string, FieldChange> | null;
  /** A part's record, as it was before the flush (a removed part no longer points to it after). */
  owner: unknown;
}

type Property = { hidden?: boolean; primary?: boolean; customType?: Type<unknown> } | undefined;

/**
 * Writes the audit log for what staff change through the ORM, in the change's own transaction.
 * A flush's changes are noted in `onFlush`; their entries are inserted once the rows have ids:
 * before the flush's own transaction commits, or, when the flush runs inside a longer
 * transaction, right after it, still inside that transaction. Either way a change that rolls back
 * leaves no entry. Writes outside a staff request (a customer, a job) are not audited.
 */
export class AuditSubscriber implements EventSubscriber {
  private readonly pending = new WeakMap<UnitOfWork, PendingChange[]>();

  onFlush({ em, uow }: FlushEventArgs): void {
    const actor = currentActor();
    if (!actor) return;
    const requestId = currentRequestId() ?? null;
    const platform = em.getPlatform();
    const noted: PendingChange[] = [];
    for (const change of uow.getChangeSets()) {
      if (!auditedAs(change.meta.class)) continue;
      const changes = change.type === ChangeSetType.UPDATE ? updatedFields(change, platform) : null;
      if (change.type === ChangeSetType.UPDATE && !changes) continue;
      noted.push({ actor, requestId, change, changes, owner: ownerOf(change) });
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
    await AuditLog.insert(
      em,
      noted.map((pending) => toEntry(pending, em.getPlatform())),
      transaction,
    );
  }
}

function toEntry({ actor, requestId, change, changes, owner }: PendingChange, platform: Platform): NewAuditEntry {
  const as = auditedAs(change.meta.class)!;
  const action: AuditAction =
    change.type === ChangeSetType.CREATE ? 'create' : change.type === ChangeSetType.UPDATE ? 'update' : 'delete';
  // A create's fields are read now that its row (and any row it points to) has an id.
  const fields = action === 'create' ? createdFields(change, platform) : changes;
  const ownId = String(
    as.idProperty ? (change.entity as Record<string, unknown>)[as.idProperty] : helper(change.entity).getPrimaryKey(),
  );
  if (!as.partOf) return { actor, requestId, action, entity: as.entity, entityId: ownId, changes: fields };
  // A part's change is a change of the record it belongs to, its fields named after the part; a
  // part made with its record learns the record's id only now.
  const { prefix } = as.partOf;
  const at = `${prefix}.${ownId}`;
  const prefixed: Record<string, FieldChange> =
    action === 'delete'
      ? { [at]: { to: null } }
      : Object.fromEntries(Object.entries(fields ?? {}).map(([field, value]) => [`${at}.${field}`, value]));
  const entityId = String(owner ?? ownerOf(change));
  return { actor, requestId, action: 'update', entity: as.entity, entityId, changes: prefixed };
}

/** The id of the record a part belongs to: the part's relation, or the snapshot's once the part left it. */
function ownerOf(change: ChangeSet<object>): unknown {
  const relation = auditedAs(change.meta.class)?.partOf?.relation;
  if (!relation) return null;
  const snapshot = (change.originalEntity ?? helper(change.entity).__originalEntityData) as
    | Record<string, unknown>
    | undefined;
  return plain((change.entity as Record<string, unknown>)[relation]) ?? plain(snapshot?.[relation]);
}

/** The fields an update changes, old and new, as the entity holds them (not as the database does). */
function updatedFields(change: ChangeSet<object>, platform: Platform): Record<string, FieldChange> | null {
  const fields: Record<string, FieldChange> = {};
  const before = (change.originalEntity ?? {}) as Record<string, unknown>;
  const now = change.entity as Record<string, unknown>;
  for (const [field, stored] of Object.entries(change.payload as Record<string, unknown>)) {
    const property = propertyOf(change, field);
    if (UNLOGGED.has(field) || property?.primary) continue;
    if (property?.hidden) {
      fields[field] = { from: REDACTED, to: REDACTED };
      continue;
    }
    const from = plain(asJs(property, before[field], platform));
    const to = plain(field in now ? now[field] : asJs(property, stored, platform));
    if (JSON.stringify(from) !== JSON.stringify(to)) fields[field] = { from, to };
  }
  return Object.keys(fields).length ? fields : null;
}

/** The fields a create set, read from the entity once its row is written. */
function createdFields(change: ChangeSet<object>, platform: Platform): Record<string, FieldChange> | null {
  const fields: Record<string, FieldChange> = {};
  const now = change.entity as Record<string, unknown>;
  for (const [field, stored] of Object.entries(change.payload as Record<string, unknown>)) {
    const property = propertyOf(change, field);
    if (UNLOGGED.has(field) || property?.primary) continue;
    const to = plain(field in now ? now[field] : asJs(property, stored, platform));
    if (to === null) continue;
    fields[field] = { to: property?.hidden ? REDACTED : to };
  }
  return Object.keys(fields).length ? fields : null;
}

function propertyOf(change: ChangeSet<object>, field: string): Property {
  return change.meta.properties[field as never] as Property;
}

/** A value as the database holds it (an array's `{a,b}`, JSON as text) made a JavaScript value again. */
function asJs(property: Property, value: unknown, platform: Platform): unknown {
  if (value === null || value === undefined || !property?.customType) return value;
  try {
    return property.customType.convertToJSValue(value, platform);
  } catch {
    return value;
  }
}

/** A value as JSON can keep it: dates as ISO text, related records as their ids, long text cut. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > MAX_LOGGED_TEXT ? `${cut(value)}…` : value;
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value !== 'object') return value;
  if (helper(value as object)?.__meta) return plain(helper(value as object).getPrimaryKey());
  // A reference to a row not written yet (MikroORM's EntityIdentifier) holds its id once it is.
  if ('value' in value && Object.keys(value).length === 1) return plain((value as { value: unknown }).value);
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

/** The first MAX_LOGGED_TEXT characters, never half of a surrogate pair (jsonb refuses a lone one). */
function cut(text: string): string {
  const end = /[\uD800-\uDBFF]/.test(text[MAX_LOGGED_TEXT - 1]) ? MAX_LOGGED_TEXT - 1 : MAX_LOGGED_TEXT;
  return text.slice(0, end);
}

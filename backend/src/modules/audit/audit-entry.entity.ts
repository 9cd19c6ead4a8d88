import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { MAX_EMAIL_LENGTH, type AuditAction, type AuditEntity } from '@satchel/shared';

/** One field's change: `from` is absent on a create, `to` on nothing (a delete records no fields). */
export interface FieldChange {
  from?: unknown;
  to: unknown;
}

/**
 * One back-office write (docs/product.md §15), written in the transaction of the change itself:
 * a change rolled back leaves no entry. Entries are only ever added; the actor is kept by id and
 * e-mail without a foreign key, so removing a member of staff keeps their history.
 */
@Entity({ tableName: 'audit_log' })
@Index({ name: 'audit_log_entity_index', properties: ['entity', 'entityId', 'id'] })
@Index({ name: 'audit_log_actor_index', properties: ['actorId', 'id'] })
@Index({ name: 'audit_log_at_index', properties: ['at'] })
export class AuditEntry {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at!: Date;

  @Property({ type: 'integer' })
  actorId!: number;

  @Property({ type: 'string', length: MAX_EMAIL_LENGTH })
  actorEmail!: string;

  @Property({ type: 'string', length: 20 })
  action!: AuditAction;

  @Property({ type: 'string', length: 40 })
  entity!: AuditEntity;

  /** The record's id (a number, or a legal page's slug). */
  @Property({ type: 'string', length: 100 })
  entityId!: string;

  /** Changed fields by name; secrets' values are never written (REDACTED). */
  @Property({ type: 'json', nullable: true })
  changes: Record<string, FieldChange> | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  requestId: string | null = null;
}

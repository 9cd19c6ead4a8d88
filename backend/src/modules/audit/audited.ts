import type { AuditEntity } from '@satchel/shared';

/** What the audit log files an entity's changes under. */
export interface AuditedAs {
  entity: AuditEntity;
  /** The property that names the record in the back office, if not its primary key (a legal page's slug). */
  idProperty?: string;
  /**
   * The record a part belongs to (a product's size belongs to the product), by the part's
   * relation to it: its changes are filed under that record, their fields prefixed by `prefix`
   * and the part's id (`variants.12.stock`).
   */
  partOf?: { relation: string; prefix: string };
}

/** The entity classes marked @Audited(), with how each is filed. */
const audited = new WeakMap<object, AuditedAs>();

/**
 * Marks an entity whose changes by staff go into the audit log, in the same transaction (the
 * AuditSubscriber). Fields the entity hides (`hidden: true`, such as secrets and password
 * hashes) are logged as changed, never with their values.
 */
export function Audited(as: AuditedAs): ClassDecorator {
  return (target) => {
    audited.set(target, as);
  };
}

export function auditedAs(entityClass: object): AuditedAs | undefined {
  return audited.get(entityClass);
}

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { endOfShopDay, startOfShopDay, type AuditAction, type AuditEntity } from '@satchel/shared';
import { currentActor, currentRequestId, type RequestActor } from '../../common/request-scope';
import { Page } from '../../common/http/simple-rest';
import type { FieldChange } from './audit-entry.entity';
import { AuditEntryDto } from './dto/audit-entry.dto';

export interface NewAuditEntry {
  actor: RequestActor;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  changes: Record<string, FieldChange> | null;
  requestId: string | null;
}

/** An entry for whoever the request acts for. */
export type ActorAuditEntry = Omit<NewAuditEntry, 'actor' | 'requestId'>;

export interface AuditCriteria {
  ids?: string[];
  actorId?: number;
  entity?: AuditEntity;
  entityId?: string;
  /** On or after this day in India. */
  fromDay?: string;
  /** On or before this day in India. */
  toDay?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

interface EntryRow {
  id: string;
  at: Date;
  actor_id: number;
  actor_email: string;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string;
  changes: Record<string, FieldChange> | string | null;
  request_id: string | null;
  total: number;
}

/** The audit log (docs/product.md §15): written with each change, read by the team's owners. */
@Injectable()
export class AuditLog {
  constructor(private readonly em: EntityManager) {}

  /** Inserts entries in `transaction` (the change's own), in one statement. */
  static async insert(em: EntityManager, entries: NewAuditEntry[], transaction?: unknown): Promise<void> {
    if (!entries.length) return;
    const values = entries.map(() => '(?, ?, ?, ?, ?, ?::jsonb, ?)').join(', ');
    const params = entries.flatMap((entry) => [
      entry.actor.id,
      entry.actor.email,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.changes ? JSON.stringify(entry.changes) : null,
      entry.requestId,
    ]);
    await em
      .getConnection('write')
      .execute(
        `insert into audit_log (actor_id, actor_email, action, entity, entity_id, changes, request_id) values ${values}`,
        params,
        'run',
        transaction as never,
      );
  }

  /** Records what the ORM does not see (a sign-in), in `em`'s transaction when it has one. */
  async record(
    em: EntityManager,
    entry: Omit<NewAuditEntry, 'requestId' | 'changes'> & { changes?: NewAuditEntry['changes'] },
  ): Promise<void> {
    await AuditLog.insert(
      em,
      [{ changes: null, ...entry, requestId: currentRequestId() ?? null }],
      em.getTransactionContext(),
    );
  }

  /**
   * Records changes the ORM does not see (stock moved in SQL) for the staff member the request
   * acts for, in `em`'s transaction; outside a staff request (a customer, a job) there is nothing
   * to record.
   */
  async recordForActor(em: EntityManager, entries: ActorAuditEntry[]): Promise<void> {
    const actor = currentActor();
    if (!actor || !entries.length) return;
    const requestId = currentRequestId() ?? null;
    await AuditLog.insert(
      em,
      entries.map((entry) => ({ ...entry, actor, requestId })),
      em.getTransactionContext(),
    );
  }

  async list(criteria: AuditCriteria): Promise<Page<AuditEntryDto[]>> {
    if (criteria.ids?.length === 0) return { items: [], total: 0 };
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: string, value: unknown) => {
      where.push(condition);
      params.push(value);
    };
    if (criteria.ids) add('a.id in (?)', criteria.ids);
    if (criteria.actorId !== undefined) add('a.actor_id = ?', criteria.actorId);
    if (criteria.entity) add('a.entity = ?', criteria.entity);
    if (criteria.entityId) add('a.entity_id = ?', criteria.entityId);
    if (criteria.fromDay) add('a.at >= ?', startOfShopDay(criteria.fromDay));
    if (criteria.toDay) add('a.at < ?', endOfShopDay(criteria.toDay));
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await this.em.execute<EntryRow[]>(
      `select a.id, a.at, a.actor_id, a.actor_email, a.action, a.entity, a.entity_id, a.changes, a.request_id,
              count(*) over ()::int as total
         from audit_log a ${filter}
        order by a.id ${criteria.order}
        limit ? offset ?`,
      [...params, criteria.limit, criteria.offset],
    );
    const total =
      rows[0]?.total ??
      (criteria.offset
        ? (await this.em.execute<{ n: number }[]>(`select count(*)::int as n from audit_log a ${filter}`, params))[0].n
        : 0);
    return { items: rows.map(toDto), total };
  }
}

function toDto(row: EntryRow): AuditEntryDto {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes,
    requestId: row.request_id,
  };
}

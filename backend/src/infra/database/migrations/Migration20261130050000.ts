import { Migration } from '@mikro-orm/migrations';

/**
 * The in-process jobs runtime's claim (infra/jobs/in-process-job-runtime.ts) as a function that
 * keeps one plan per connection (docs/performance.md, The jobs claim keeps its plan).
 *
 * Why: as a prepared statement, PostgreSQL planned it again at every call. A plan made for the
 * arrays at hand (most often empty) is always costed below the plan for any arrays, so the plan
 * kept for the statement was never used: about 0.5 ms of planning for each claim, five times what
 * the claim itself takes, at every poll of every queue. The plan for any values is as good: each
 * kind of row is read from its own partial index, whatever the queue, ids and limit.
 *
 * The statement is the runtime's claim as it was, unchanged: it marks the rows of the jobs done
 * completed (as COMPLETE_BY_ID_SQL in infra/jobs/job-runtime.ts does), then claims up to
 * `p_limit` of the queue's rows, those whose claimer's lease ran out (but not this process's own,
 * `p_own`) before those due, oldest first.
 */
export class Migration20261130050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(CLAIM_JOBS);
  }

  override async down(): Promise<void> {
    this.addSql('drop function satchel_claim_jobs(int[], varchar, int[], int, varchar, int);');
  }
}

export const CLAIM_JOBS = `create function satchel_claim_jobs(p_done int[], p_queue varchar, p_own int[], p_limit int,
        p_claimer varchar, p_lease_ms int)
      returns table (id int, type varchar, payload jsonb, attempts int, max_attempts int, request_id varchar)
      language plpgsql volatile set plan_cache_mode = force_generic_plan as $$
      begin
        return query
        with done as (
          update outbox_messages o
             set status = 'completed', completed_at = now(), locked_until = null, locked_by = null, last_error = null
           where o.id = any(p_done)),
        expired as (
          select o.id from outbox_messages o
           where o.queue = p_queue and o.status = 'processing' and o.locked_until < now()
             and o.id <> all(p_own)
           order by o.locked_until
           limit p_limit
           for update skip locked),
        due as (
          select o.id from outbox_messages o
           where o.queue = p_queue and o.status = 'pending' and o.available_at <= now()
           order by o.available_at, o.id
           limit p_limit
           for update skip locked)
        update outbox_messages o
           set status = 'processing', attempts = o.attempts + 1,
               locked_until = now() + p_lease_ms * interval '1 millisecond', locked_by = p_claimer
         where o.id in (select e.id from expired e union all (select d.id from due d) limit p_limit)
        returning o.id, o.type, o.payload, o.attempts, o.max_attempts, o.request_id;
      end $$;`;

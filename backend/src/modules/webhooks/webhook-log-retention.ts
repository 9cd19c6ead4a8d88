import { RETENTION_BATCH, type RetentionRule } from '../../infra/jobs/retention-sweeper';

/**
 * A finished delivery (delivered, failed for good, or not sent to a paused endpoint) stays in its
 * endpoint's log, with its attempts and its Resend, this long; then both are deleted. Retries end
 * about 27 hours after an event, so only finished deliveries are ever this old.
 */
export const WEBHOOK_LOG_KEPT_DAYS = 30;

/**
 * `created_at` bounds `finished_at` from below, so the scan reads webhook_deliveries_created_at_idx
 * and rechecks the rest; the attempts go with their delivery (on delete cascade).
 */
export const WEBHOOK_LOG_RETENTION: RetentionRule = {
  what: 'finished webhook deliveries',
  keptDays: WEBHOOK_LOG_KEPT_DAYS,
  sql: `delete from webhook_deliveries where id in (
     select id from webhook_deliveries
      where created_at < ?::timestamptz and status <> 'pending' and finished_at < ?::timestamptz
      limit ${RETENTION_BATCH}
      for update skip locked)`,
  params: (cutoff) => [cutoff, cutoff],
};

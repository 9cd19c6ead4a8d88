import type { RetentionRule } from '../../infra/jobs/retention-sweeper';

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
  table: 'webhook_deliveries',
  olderThan: `created_at < ?::timestamptz and status <> 'pending' and finished_at < ?::timestamptz`,
  params: (cutoff) => [cutoff, cutoff],
};

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Who holds a claim (an outbox row being run, an e-mail being sent): host, pid and a per-start
 * nonce, so that a restarted process can tell its dead predecessor's claims from live ones at once
 * instead of waiting for their lease to run out. (In a container the pid is often the same after a
 * restart; the nonce is not.)
 */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * True when `claimer` was a process on this host that is no longer running. Claims from other
 * hosts cannot be checked from here: they are freed by their lease running out.
 */
export function claimerIsDead(claimer: string | null): boolean {
  if (!claimer || claimer === PROCESS_ID) return false;
  const [host, pid] = claimer.split(':');
  if (host !== hostname()) return false;
  if (Number(pid) === process.pid) return true; // the same pid, another start: that one is gone
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

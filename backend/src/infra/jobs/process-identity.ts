import { randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds a claim (an outbox row being run, an e-mail being sent): host, pid and a per-start
 * nonce, so that a restarted process can tell its dead predecessor's claims from live ones at once
 * instead of waiting for their lease to run out. (In a container the pid is often the same after a
 * restart; the nonce is not.)
 */
export const PROCESS_ID = `${thisMachine()}:${process.pid}:${randomUUID().slice(0, 8)}`;
/** The part of PROCESS_ID that names where it runs. */
export const MACHINE = PROCESS_ID.slice(0, PROCESS_ID.indexOf(':'));

/**
 * The host name and the pid namespace: two containers may share a host name (a compose
 * `hostname:`) while each has its own pid 1, and a pid means something only in its namespace.
 */
function thisMachine(): string {
  try {
    return `${hostname()}/${readlinkSync('/proc/self/ns/pid').replace(/\D/g, '')}`;
  } catch {
    return hostname(); // no /proc (not Linux): the host name alone
  }
}

/**
 * True when `claimer` was a process on this host that is no longer running. Claims from other
 * hosts cannot be checked from here: they are freed by their lease running out.
 */
export function claimerIsDead(claimer: string | null): boolean {
  if (!claimer || claimer === PROCESS_ID) return false;
  const [host, pid] = claimer.split(':');
  if (host !== MACHINE) return false;
  if (Number(pid) === process.pid) return true; // the same pid, another start: that one is gone
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'; // EPERM: alive, another user's
  }
}

import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * After the first read refused while draining, how long the listener stays open: long enough for
 * the connections a balancer opened before it took this process out to be accepted and read (a
 * listener that closes resets the connections still waiting in its queue, requests and all).
 */
export const DRAIN_SETTLE_MS = 250;

/**
 * Whether this process should be sent new traffic. On SIGTERM main.ts drains: readiness turns
 * false at once, and for SHUTDOWN_DRAIN_MS the front door refuses reads with 503 (a balancer that
 * checks passively, like nginx, retries them on another replica and leaves this one out) while
 * it still serves writes, which a balancer may not retry. Only then does the listener close.
 */
@Injectable()
export class Lifecycle {
  private drainingSince?: number;
  private firstRefusalAt?: number;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginDrain(): void {
    this.drainingSince ??= Date.now();
  }

  /** The front door refused a read because this process is draining. */
  refused(): void {
    this.firstRefusalAt ??= Date.now();
  }

  /**
   * Resolves when the listener may close: `drainMs` after the drain began, and no sooner than
   * DRAIN_SETTLE_MS after the first refusal. With `drainMs` shorter than the balancer's
   * fail_timeout, the close falls while the balancer still leaves this process out.
   */
  async drained(drainMs: number): Promise<void> {
    this.beginDrain();
    const until = () =>
      Math.max(
        this.drainingSince! + drainMs,
        this.firstRefusalAt === undefined ? 0 : this.firstRefusalAt + DRAIN_SETTLE_MS,
      );
    for (let wait = until() - Date.now(); wait > 0; wait = until() - Date.now()) await sleep(wait);
  }
}

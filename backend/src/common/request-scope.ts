import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';

/** Who acts in a back-office request: the member of staff it was authenticated as. */
export interface RequestActor {
  id: number;
  email: string;
}

/**
 * What code far from a request needs of it: its id (the jobs it enqueues and the lines it logs
 * carry it), the member of staff acting (the audit log), and its own ORM EntityManager. A job run
 * is a scope of its own, with the id of the request that enqueued it.
 *
 * All of it lives in this one AsyncLocalStorage rather than one per library (MikroORM's request
 * context, nestjs-pino's request logger): on Node 20 every store in use is copied onto every async
 * resource the process makes, the front door's cached answers included (docs/performance.md).
 */
class RequestScope {
  actor?: RequestActor;
  private fork?: EntityManager | 'forking';

  constructor(
    readonly requestId: string | undefined,
    private readonly root: EntityManager,
  ) {}

  /** This scope's EntityManager, forked from the global one when first asked for. */
  entityManager(): EntityManager | undefined {
    if (this.fork === undefined) {
      // A new EntityManager asks for its context while it is being made: there is none yet.
      this.fork = 'forking';
      try {
        this.fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } catch (error) {
        this.fork = undefined;
        throw error;
      }
    }
    return this.fork === 'forking' ? undefined : this.fork;
  }
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` in a scope of its own: a fresh EntityManager, and `requestId` for what it logs and enqueues. */
export function inRequestScope<T>(root: EntityManager, work: () => T, requestId?: string): T {
  return requestScope.run(new RequestScope(requestId, root), work);
}

/**
 * The EntityManager of the scope running, if any: MikroORM's `context` option, so that the
 * global EntityManager resolves to the request's own.
 */
export function scopedEntityManager(): EntityManager | undefined {
  return requestScope.getStore()?.entityManager();
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** The member of staff this request acts for, if it is a back-office request. */
export function currentActor(): RequestActor | undefined {
  return requestScope.getStore()?.actor;
}

/** Names the staff member acting for the rest of this request. */
export function setCurrentActor(actor: RequestActor): void {
  const scope = requestScope.getStore();
  if (scope) scope.actor = actor;
}

import { currentRequestId } from '../../common/request-scope';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_MAX_ATTEMPTS, JobRegistry } from './job-registry';
import { OutboxMessage } from './outbox-message.entity';

@Injectable()
export class OutboxService {
  constructor(private readonly registry: JobRegistry) {}

  /**
   * Records a job in the caller's unit of work: it is written by the same flush, inside the same
   * transaction, as the business change that caused it.
   */
  enqueue<P extends Record<string, unknown>>(em: EntityManager, type: string, payload: P, delayMs = 0): OutboxMessage {
    const message = em.create(OutboxMessage, { ...this.columns(type, delayMs), payload });
    em.persist(message);
    return message;
  }

  /** A new outbox row's columns for a job of `type`, but its payload: for writers in plain SQL. */
  columns(
    type: string,
    delayMs = 0,
  ): Pick<OutboxMessage, 'queue' | 'type' | 'maxAttempts' | 'availableAt' | 'requestId'> {
    const definition = this.registry.get(type);
    return {
      queue: definition.queue,
      type,
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      availableAt: new Date(Date.now() + delayMs),
      requestId: currentRequestId() ?? null,
    };
  }
}

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
    const definition = this.registry.get(type);
    const message = em.create(OutboxMessage, {
      queue: definition.queue,
      type,
      payload,
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      availableAt: new Date(Date.now() + delayMs),
    });
    em.persist(message);
    return message;
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { Clock } from '../../common/clock';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { RateLimitStore } from '../../infra/rate-limit/rate-limit-store';
import { PASSWORD_CHANGED_EMAIL_JOB } from '../users/account-emails.job';
import { SessionUserCache } from '../users/session-user-cache';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountTokenPurpose } from './account-token.entity';
import { consumeAccountToken } from './account-tokens';
import { PASSWORD_RESET_EMAIL_JOB, PasswordResetEmailPayload } from './password-reset-email.job';

/**
 * Reset requests one e-mail address may make within RESET_REQUEST_WINDOW_MS (beside the
 * per-address limit of every auth route), whether or not an account uses it; shared by the
 * replicas through Redis when there is one, like the login limits.
 */
export const RESET_REQUEST_LIMIT = 5;
export const RESET_REQUEST_WINDOW_MS = 15 * 60_000;

/** Forgotten passwords (docs/product.md §13): a link by e-mail, then a new password. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly limits: RateLimitStore,
    private readonly users: UsersService,
    private readonly sessionUsers: SessionUserCache,
    private readonly clock: Clock,
  ) {}

  /**
   * Owes the account of this e-mail a reset link (the job makes the token and sends it). Answers
   * the same, in about the same time, when no account uses the e-mail: one lookup either way.
   * Staff invited who have not yet chosen a password get none: their way in is the invitation,
   * which expires (a reset would have opened an account whose invitation had lapsed).
   */
  async request(email: string): Promise<void> {
    const address = email.toLowerCase();
    if ((await this.limits.attempt(`reset:${address}`, RESET_REQUEST_WINDOW_MS)) > RESET_REQUEST_LIMIT) {
      throw new HttpException(PASSWORD_RESET_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { email: address, passwordHash: { $ne: null } }, { fields: ['id'] });
      if (!user) return;
      const payload: PasswordResetEmailPayload = { userId: user.id, requestedAt: this.clock.now().toISOString() };
      this.outbox.enqueue(em, PASSWORD_RESET_EMAIL_JOB, payload);
    });
  }

  /**
   * Sets the password of the link's account, once: the token is deleted as it is used, every
   * earlier session ends, and the account is told by e-mail, all in one transaction.
   */
  async reset(token: string, password: string): Promise<void> {
    const user = await this.em.transactional(async (em) => {
      const id = await consumeAccountToken(
        em,
        token,
        AccountTokenPurpose.PASSWORD_RESET,
        this.clock.now(),
        PASSWORD_RESET_MESSAGES,
      );
      const user = await em.findOneOrFail(User, id);
      await this.users.setPassword(user, password);
      this.outbox.enqueue(em, PASSWORD_CHANGED_EMAIL_JOB, { userId: user.id, email: user.email });
      return user;
    });
    this.sessionUsers.forgetUser(user.id);
    // Whoever reset it holds the account's e-mail: failed logins and wrong current passwords
    // before the reset no longer count (its sessions have ended).
    await this.users.forgetPasswordFailures(user);
  }
}

import { LockMode } from '@mikro-orm/core';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, UserType } from '@satchel/shared';
import { ConflictError, InvalidInputError } from '../../common/errors/domain-errors';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { RateLimitStore } from '../../infra/rate-limit/rate-limit-store';
import { EMAIL_CHANGED_EMAIL_JOB, PASSWORD_CHANGED_EMAIL_JOB, WELCOME_EMAIL_JOB } from './account-emails.job';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { PasswordHasher } from './password-hasher';
import {
  confirmationKey,
  LOGIN_FAILURE_LIMIT,
  loginKeys,
  LOGIN_FAILURE_WINDOW_MS,
  TOO_MANY_WRONG_PASSWORDS,
} from './password-attempts';
import { SESSION_FIELDS, SessionUser, SessionUserCache, snapshot } from './session-user-cache';
import { User } from './user.entity';

/** What a session reads of its account: SESSION_FIELDS as columns. */
const SESSION_COLUMNS = SESSION_FIELDS.map(
  (field) => `u.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
).join(', ');

export interface NewUser {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  mobile?: string | null;
  dob?: string | null;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxService,
    private readonly sessionUsers: SessionUserCache,
    private readonly limits: RateLimitStore,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, id);
  }

  /**
   * The account a verified token speaks for, or null when it is gone or the token was logged out:
   * one query, at most every few seconds per token (SessionUserCache). Its fields as the cache
   * holds them, frozen and shared; `managed` makes them an entity of the request.
   */
  async findForSession(userId: number, jti: string): Promise<SessionUser | null> {
    let state = this.sessionUsers.get(jti);
    if (!state) {
      const mark = this.sessionUsers.readMark();
      const [row]: (Record<string, unknown> & { revoked: boolean })[] = await this.em.execute(
        `select ${SESSION_COLUMNS}, exists (select from revoked_tokens r where r.jti = ?) as revoked
           from users u where u.id = ?`,
        [jti, userId],
      );
      if (!row) return null;
      const { revoked, ...columns } = row;
      // As kept: a frozen copy, the same that the token's next requests get.
      state = this.sessionUsers.keepRead(
        jti,
        userId,
        revoked ? 'revoked' : (this.em.map(User, columns) as SessionUser),
        mark,
      );
    }
    return state === 'revoked' ? null : state;
  }

  /** The session's account as a managed entity of this request, so changes to it flush as usual. */
  managed(account: SessionUser): User {
    return this.em.merge(User, snapshot(account));
  }

  /** Finds an account by e-mail or by username, ignoring case. */
  findByIdentifier(identifier: string): Promise<User | null> {
    const value = identifier.trim().toLowerCase();
    const where = value.includes('@') ? { email: value } : byUsername(value);
    return this.em.findOne(User, where, { populate: ['passwordHash'] });
  }

  /** Creates an account; a customer gets a welcome e-mail written to the outbox in the same transaction. */
  async create(input: NewUser, userType: UserType): Promise<User> {
    const email = input.email.toLowerCase();
    await this.assertAvailable(input.username, email);
    const passwordHash = await this.hasher.hash(input.password);
    return this.em.transactional(async (em) => {
      const user = em.create(User, {
        username: input.username,
        email,
        passwordHash,
        firstName: input.firstName ?? input.username,
        lastName: input.lastName ?? input.username,
        mobile: input.mobile ?? null,
        dob: input.dob ?? null,
        userType,
        // Staff made here (ADMIN_EMAIL, admin:create, the demo admin) own the shop.
        isOwner: userType === UserType.ADMIN,
      });
      await em.flush(); // assigns the id the e-mail job refers to
      if (userType === UserType.CUSTOMER) this.outbox.enqueue(em, WELCOME_EMAIL_JOB, { userId: user.id });
      return user;
    });
  }

  /**
   * A new e-mail takes the current password: it is where reset links go, so a session's token
   * alone (a stolen one) must not be able to move the account's e-mail and then reset its
   * password. The password is checked before the e-mail's availability, which it would reveal.
   */
  async updateProfile(user: User, changes: UpdateProfileDto): Promise<User> {
    const email = changes.email?.toLowerCase();
    // Compared with the stored e-mail, not the session's copy (seconds old, maybe another replica's).
    const changesEmail = email !== undefined && email !== (await this.storedEmail(user.id));
    if (changesEmail) {
      await this.assertCurrentPassword(user, changes.currentPassword, ACCOUNT_MESSAGES.emailChangeNeedsPassword);
    }
    // The account itself does not count: its name or e-mail may already be these (a change
    // saved twice, a session's copy seconds old).
    await this.assertAvailable(changes.username, changesEmail ? email : undefined, user.id);
    const account = await this.em.transactional(async (em) => {
      if (changesEmail) {
        // Links already e-mailed to the address it replaces (a reset's) stop working, as each
        // keeps the address it went to (the auth module's AccountToken.sentTo). While sent_to may
        // be null (nullable since Migration20261208010000) they are deleted too: a replica of the
        // release before, during a rolling restart, neither checks the address nor writes it; the
        // release that makes it NOT NULL drops this. Before the account's row is locked, as a
        // reset takes its token before the account, so the two never wait on each other.
        await em.execute('delete from account_tokens where user_id = ?', [user.id]);
      }
      // Locked and read again: of two e-mail changes at once, the second waits for the first and
      // tells the address the first set, which it replaces. The password's hash is read again
      // too: the check above loaded it onto this entity, and a refresh without it would leave
      // that copy to be written back over a password changed meanwhile.
      const account = await em.findOneOrFail(User, user.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
        populate: ['passwordHash'],
      });
      // An e-mail sent as it was stored when read above is no change, even if another request
      // has changed it since: this one asked for no password, and its form meant to keep it.
      const newEmail = changesEmail && email !== account.email ? email : undefined;
      if (newEmail) {
        // The address it replaces is told, in the change's own transaction.
        this.outbox.enqueue(em, EMAIL_CHANGED_EMAIL_JOB, { userId: account.id, previousEmail: account.email });
      }
      const { username, firstName, lastName, mobile, dob } = changes;
      em.assign(account, { username, email: newEmail, firstName, lastName, mobile, dob }, { ignoreUndefined: true });
      return account;
    });
    this.sessionUsers.forgetUser(user.id);
    return account;
  }

  private async storedEmail(userId: number): Promise<string> {
    const [row] = await this.em.execute<{ email: string }[]>('select email from users where id = ?', [userId]);
    return row?.email ?? '';
  }

  async changePassword(user: User, currentPassword: string, newPassword: string): Promise<void> {
    await this.assertCurrentPassword(user, currentPassword, ACCOUNT_MESSAGES.currentPasswordRequired);
    await this.setPassword(user, newPassword);
    const email = await this.storedEmail(user.id); // not the session's copy, which may be seconds old
    this.outbox.enqueue(this.em, PASSWORD_CHANGED_EMAIL_JOB, { userId: user.id, email });
    await this.em.flush();
    this.sessionUsers.forgetUser(user.id);
  }

  /**
   * Checks the password of a signed-in account confirming a change, counted as logins are
   * (LOGIN_FAILURE_LIMIT in LOGIN_FAILURE_WINDOW_MS, before the slow check) but on a count of its
   * own (confirmationKey): a session's token does not let anyone guess the password faster than
   * logging in would, and failed logins by others never stop the owner. A right one clears it.
   */
  private async assertCurrentPassword(user: User, password: string | undefined, missing: string): Promise<void> {
    if (!password) throw new InvalidInputError(missing);
    const key = confirmationKey(user.id);
    if ((await this.limits.attempt(key, LOGIN_FAILURE_WINDOW_MS)) > LOGIN_FAILURE_LIMIT) {
      throw new HttpException(TOO_MANY_WRONG_PASSWORDS, HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.em.populate(user, ['passwordHash']);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      throw new InvalidInputError(ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await this.limits.succeeded(key);
  }

  /**
   * Gives an account a new password and ends every session it had: each token signed before
   * stops working. The caller flushes, then calls `sessionUsers.forgetUser` so the next request
   * reads the account again (other replicas within SESSION_USER_TTL_MS).
   */
  async setPassword(user: User, password: string): Promise<void> {
    user.passwordHash = await this.hasher.hash(password);
    user.tokenVersion += 1;
  }

  /**
   * Clears an account's failed-login counts (under either of its names too, so no one who typed
   * them wrong can keep the owner out) and its wrong current passwords: for a password set by
   * whoever holds the account's e-mail (a reset) or its server (owner recovery).
   */
  async forgetPasswordFailures(user: User): Promise<void> {
    const keys = [...loginKeys(user), confirmationKey(user.id)];
    await Promise.all(keys.map((key) => this.limits.succeeded(key)));
  }

  async verifyPassword(user: User, password: string): Promise<boolean> {
    return this.hasher.verify(user.passwordHash, password);
  }

  /** Runs the decoy verification for an unknown account, so timing does not reveal it. */
  async verifyDecoy(password: string): Promise<void> {
    await this.hasher.verify(undefined, password);
  }

  /** A username made from an e-mail address that no account uses yet (staff choose theirs later). */
  async freeUsername(email: string): Promise<string> {
    const base = (email.split('@')[0].replace(/[^A-Za-z0-9_.-]/g, '') || 'admin').slice(0, 24).padEnd(3, '0');
    for (let n = 0; ; n++) {
      const candidate = n ? `${base}${n}` : base;
      if (!(await this.findByIdentifier(candidate))) return candidate;
    }
  }

  /** Refuses (409) a username another account uses, in any case. */
  async assertUsernameAvailable(username: string, exceptUserId?: number): Promise<void> {
    const taken = await this.em.findOne(User, byUsername(username), { fields: ['id'] });
    if (taken && taken.id !== exceptUserId) throw new ConflictError('Username is already taken');
  }

  /** Refuses a username or e-mail another account has (any account when `exceptUserId` is not given). */
  private async assertAvailable(
    username: string | undefined,
    email: string | undefined,
    exceptUserId?: number,
  ): Promise<void> {
    if (username) await this.assertUsernameAvailable(username, exceptUserId);
    const others = exceptUserId === undefined ? {} : { id: { $ne: exceptUserId } };
    if (email && (await this.em.count(User, { email, ...others }))) {
      throw new ConflictError('Email is already registered');
    }
  }
}

/** Matches a username ignoring case, using the unique index on lower(username). */
function byUsername(username: string) {
  return { [raw('lower(username)')]: username.toLowerCase() };
}

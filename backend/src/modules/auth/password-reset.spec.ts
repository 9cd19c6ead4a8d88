import { EntityManager } from '@mikro-orm/postgresql';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES } from '@satchel/shared';
import { Clock } from '../../common/clock';
import { ADMIN, adminToken } from '../../../test/catalogue';
import { mailbox } from '../../../test/mailbox';
import { createTestApp, TestApp } from '../../../test/test-app';
import { LOGIN_FAILURE_LIMIT, TOO_MANY_FAILED_LOGINS } from '../users/password-attempts';
import { User } from '../users/user.entity';
import { AccountTokenPurpose, accountTokenHash } from './account-token.entity';
import { issueAccountToken } from './account-tokens';
import { RESET_REQUEST_LIMIT } from './password-reset.service';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset over HTTP', () => {
  let t: TestApp;
  let newMails: ReturnType<typeof mailbox>['newMails'];
  let nextMails: ReturnType<typeof mailbox>['nextMails'];

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    ({ newMails, nextMails } = mailbox(t));
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  async function register(name: string): Promise<string> {
    await t.http
      .post('/api/auth/register')
      .send({ username: name, email: `${name}@example.com`, password: PASSWORD, firstName: name, lastName: name })
      .expect(201);
    return login(`${name}@example.com`, PASSWORD);
  }

  async function login(identifier: string, password: string): Promise<string> {
    const response = await t.http.post('/api/auth/login').send({ identifier, password }).expect(200);
    return response.body.token;
  }

  async function resetLink(to: string): Promise<string> {
    const mails = await nextMails(to);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reset your Satchel password');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0].text ?? '')?.[1];
    expect(token).toHaveLength(43);
    return token!;
  }

  const forgot = (email: string) => t.http.post('/api/auth/forgot-password').send({ email });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.http.post('/api/auth/reset-password').send({ token, password });

  it('e-mails a link that sets a new password once, ends every session and says so by e-mail', async () => {
    const session = await register('rhea');
    await newMails('rhea@example.com'); // the welcome e-mail
    const asked = await forgot('Rhea@Example.com').expect(202);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    const token = await resetLink('rhea@example.com');

    await reset(token).expect(204);
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${session}`).expect(401);
    await t.http.post('/api/auth/login').send({ identifier: 'rhea', password: PASSWORD }).expect(401);
    await login('rhea', NEW_PASSWORD);
    const [notice] = await nextMails('rhea@example.com');
    expect(notice.subject).toBe('Your Satchel password was changed');

    const again = await reset(token, 'yet another passphrase').expect(400);
    expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.invalid);
    await login('rhea', NEW_PASSWORD);
  });

  it('answers an e-mail no account uses exactly as one that has an account, and sends nothing', async () => {
    await register('ira');
    await newMails('ira@example.com');
    const known = await forgot('ira@example.com').expect(202);
    const unknown = await forgot('nobody-here@example.com').expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await resetLink('ira@example.com');
    expect(await newMails('nobody-here@example.com')).toEqual([]);
  });

  it(`refuses a link after ${PASSWORD_RESET_MINUTES} minutes`, async () => {
    await register('tara');
    await newMails('tara@example.com');
    await forgot('tara@example.com').expect(202);
    const token = await resetLink('tara@example.com');
    const clock = t.app.get(Clock);
    const later = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000 + 1000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const expired = await reset(token).expect(400);
    expect(expired.body.message).toBe(PASSWORD_RESET_MESSAGES.expired);
    jest.restoreAllMocks();
    await login('tara', PASSWORD);
  });

  it('voids an older link when a newer one is asked for, and refuses tokens that were never sent', async () => {
    await register('uma');
    await newMails('uma@example.com');
    await forgot('uma@example.com').expect(202);
    const first = await resetLink('uma@example.com');
    await forgot('uma@example.com').expect(202);
    const second = await resetLink('uma@example.com');
    expect(second).not.toBe(first);
    expect((await reset(first).expect(400)).body.message).toBe(PASSWORD_RESET_MESSAGES.invalid);
    await reset(second).expect(204);
    expect((await reset('A'.repeat(43)).expect(400)).body.message).toBe(PASSWORD_RESET_MESSAGES.invalid);
    expect((await reset('not a token').expect(400)).body.message).toContain(PASSWORD_RESET_MESSAGES.invalid);
  });

  it('refuses a link e-mailed to an address the account has replaced, though it was written after the change', async () => {
    const session = await register('noor');
    await newMails('noor@example.com');
    // The reset job reads the account (its old address) just before an e-mail change commits,
    // and writes its token just after: the interleaving of a request and a change racing.
    const asRead = await t.app.get(EntityManager).fork().findOneOrFail(User, { email: 'noor@example.com' });
    await t.http
      .put('/api/users/profile')
      .set('Authorization', `Bearer ${session}`)
      .send({ email: 'noor.new@example.com', currentPassword: PASSWORD })
      .expect(200);
    const requestedAt = new Date();
    const lateToken = await issueAccountToken(t.app.get(EntityManager).fork(), {
      user: asRead,
      purpose: AccountTokenPurpose.PASSWORD_RESET,
      requestedAt,
      expiresAt: new Date(requestedAt.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    expect(lateToken).toHaveLength(43);
    expect((await reset(lateToken!).expect(400)).body.message).toBe(PASSWORD_RESET_MESSAGES.invalid);
    await login('noor', PASSWORD);

    // A link asked for at the address the account has now works.
    await forgot('noor.new@example.com').expect(202);
    await reset(await resetLink('noor.new@example.com')).expect(204);
    await login('noor', NEW_PASSWORD);
  });

  it('takes a link the release before wrote without its address, until an e-mail change deletes it', async () => {
    await register('omar');
    await newMails('omar@example.com');
    const [{ id }] = await t.app
      .get(EntityManager)
      .fork()
      .execute<{ id: number }[]>('select id from users where username = ?', ['omar']);
    // That release's reset job's statement, during a rolling restart (Migration20261208010000).
    const oldReleaseLink = async (token: string) => {
      const requestedAt = new Date();
      await t.app
        .get(EntityManager)
        .fork()
        .execute(
          `insert into account_tokens (user_id, purpose, token_hash, requested_at, expires_at) values (?, ?, ?, ?, ?)`,
          [
            id,
            AccountTokenPurpose.PASSWORD_RESET,
            accountTokenHash(token),
            requestedAt,
            new Date(requestedAt.getTime() + PASSWORD_RESET_MINUTES * 60_000),
          ],
        );
      return token;
    };
    await reset(await oldReleaseLink('B'.repeat(43))).expect(204);
    const session = await login('omar', NEW_PASSWORD);

    // One sent to the address an e-mail change then replaces stops working with it.
    const link = await oldReleaseLink('C'.repeat(43));
    await t.http
      .put('/api/users/profile')
      .set('Authorization', `Bearer ${session}`)
      .send({ email: 'omar.new@example.com', currentPassword: NEW_PASSWORD })
      .expect(200);
    expect((await reset(link, 'taken over now').expect(400)).body.message).toBe(PASSWORD_RESET_MESSAGES.invalid);
    await login('omar', NEW_PASSWORD);
  });

  it("applies registration's password rules", async () => {
    await register('veda');
    await newMails('veda@example.com');
    await forgot('veda@example.com').expect(202);
    const token = await resetLink('veda@example.com');
    const short = await reset(token, 'short').expect(400);
    expect(short.body.message).toEqual(['Password must be 8 to 128 characters']);
    await reset(token).expect(204);
  });

  it('lets its owner in by either name after a reset, though someone had locked both names out', async () => {
    await register('yara');
    await newMails('yara@example.com');
    const attempt = (identifier: string, password: string) =>
      t.http.post('/api/auth/login').send({ identifier, password });
    for (const name of ['yara@example.com', 'yara']) {
      for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) await attempt(name, 'not the password');
      const locked = await attempt(name, PASSWORD).expect(429);
      expect(locked.body.message).toBe(TOO_MANY_FAILED_LOGINS);
    }
    await forgot('yara@example.com').expect(202);
    await reset(await resetLink('yara@example.com')).expect(204);
    await login('Yara@Example.com', NEW_PASSWORD);
    await login('YARA', NEW_PASSWORD);
  });

  it('sends no link to staff invited who have not chosen a password: their way in is the invitation', async () => {
    const owner = await adminToken(t);
    await t.http
      .post('/api/admin/team')
      .set('Authorization', `Bearer ${owner}`)
      .send({ email: 'new.hire@example.com', firstName: 'Nisha', lastName: 'Rao', permissions: ['orders'] })
      .expect(201);
    const [invitation] = await nextMails('new.hire@example.com');
    expect(invitation.subject).toBe("You're invited to the Satchel back office");

    const asked = await forgot('new.hire@example.com').expect(202);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    expect(await newMails('new.hire@example.com')).toEqual([]);
  });

  it(`answers 429 after ${RESET_REQUEST_LIMIT} requests for one e-mail, whether or not it has an account`, async () => {
    for (const email of ['wren@example.com', 'no-account@example.com']) {
      if (email.startsWith('wren')) await register('wren');
      for (let i = 0; i < RESET_REQUEST_LIMIT; i++) await forgot(email).expect(202);
      const limited = await forgot(email).expect(429);
      expect(limited.body.message).toBe(PASSWORD_RESET_MESSAGES.tooMany);
    }
    await forgot('someone-else@example.com').expect(202);
  });
});

describe('password reset: the per-address limit of the auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3/60' });
  });
  afterAll(() => t.close());

  it('answers 429 once a client has asked too often, whatever the e-mails or tokens', async () => {
    for (let i = 0; i < 3; i++) {
      await t.http
        .post('/api/auth/forgot-password')
        .send({ email: `person${i}@example.com` })
        .expect(202);
      await t.http
        .post('/api/auth/reset-password')
        .send({ token: 'A'.repeat(43), password: NEW_PASSWORD })
        .expect(400);
    }
    await t.http.post('/api/auth/forgot-password').send({ email: 'person9@example.com' }).expect(429);
    await t.http
      .post('/api/auth/reset-password')
      .send({ token: 'B'.repeat(43), password: NEW_PASSWORD })
      .expect(429);
  });
});

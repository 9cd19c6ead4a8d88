import { EntityManager } from '@mikro-orm/postgresql';
import { createServer, type AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import { addDays, yearsBefore } from '@satchel/shared';
import { shopTodayClearOfMidnight } from '../../../test/shopping';
import { mailbox } from '../../../test/mailbox';
import { createTestApp, TestApp } from '../../../test/test-app';
import { DOB_NOT_REAL, DOB_TOO_YOUNG, isAtLeastYearsAgo } from '../users/dto/user-fields';
import { PasswordHasher } from '../users/password-hasher';
import { UsersService } from '../users/users.service';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { LOGIN_FAILURE_LIMIT, TOO_MANY_FAILED_LOGINS, TOO_MANY_WRONG_PASSWORDS } from '../users/password-attempts';

const ADMIN = { email: 'owner@satchel.test', password: 'owner-password-1' };
const registration = (name: string) => ({
  username: name,
  email: `${name}@Example.com`,
  password: 'correct horse battery',
  firstName: name,
  lastName: name,
  mobile: '9876543210',
  dob: '1994-05-21',
  userType: 'CUSTOMER',
});

describe('accounts and auth over HTTP', () => {
  let t: TestApp;
  let mail: ReturnType<typeof mailbox>;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    mail = mailbox(t);
  });
  afterAll(() => t.close());

  async function login(identifier: string, password: string): Promise<string> {
    const response = await t.http.post('/api/auth/login').send({ identifier, password }).expect(200);
    return response.body.token;
  }

  /**
   * Runs `request` with the profile route's first read of the stored e-mail answering `asRead`,
   * after another request has moved the account's e-mail to `movedTo` (committed meanwhile).
   */
  async function whileEmailIsRead<T>(movedTo: string, asRead: string, request: () => Promise<T>): Promise<T> {
    const users = t.app.get(UsersService) as unknown as { storedEmail(id: number): Promise<string> };
    const read = jest.spyOn(users, 'storedEmail').mockImplementationOnce(async (id) => {
      await t.app.get(EntityManager).fork().execute('update users set email = ? where id = ?', [movedTo, id]);
      return asRead;
    });
    try {
      return await request();
    } finally {
      read.mockRestore();
    }
  }

  it('walks register → login (e-mail and username) → me → profile → change password → login again', async () => {
    const asha = registration('asha');
    const registered = await t.http.post('/api/auth/register').send(asha).expect(201);
    expect(registered.body).toEqual({
      message: 'Registration successful. Please log in.',
      user: expect.objectContaining({ username: 'asha', email: 'asha@example.com', userType: 'CUSTOMER' }),
    });
    expect(registered.body.user).not.toHaveProperty('passwordHash');

    const byEmail = await t.http
      .post('/api/auth/login')
      .send({ identifier: 'ASHA@example.com', password: asha.password })
      .expect(200);
    expect(byEmail.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ username: 'asha' }) });

    const token = await login('Asha', asha.password);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toEqual({
      data: { user: expect.objectContaining({ id: registered.body.user.id, mobile: '9876543210', dob: '1994-05-21' }) },
    });

    const profile = await t.http
      .put('/api/users/profile')
      .set('Authorization', `Bearer ${token}`)
      .send({ firstName: 'Asha', lastName: 'Rao', mobile: '', dob: '1990-01-02' })
      .expect(200);
    expect(profile.body.data.user).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: null,
      dob: '1990-01-02',
    });

    const changed = await t.http
      .put('/api/users/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ currentPassword: asha.password, newPassword: 'a brand new secret' })
      .expect(200);
    expect(changed.body).toEqual({ data: { message: 'Password changed successfully' }, token: expect.any(String) });

    await t.http.post('/api/auth/login').send({ identifier: 'asha', password: asha.password }).expect(401);
    await login('asha', 'a brand new secret');
    const mails = await mail.newMails('asha@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual(['Welcome to Satchel', 'Your Satchel password was changed']);
    const notice = mails.find((m) => m.subject === 'Your Satchel password was changed');
    expect(notice?.text).toContain('every other device signed in to it was signed out');
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    await t.http.post('/api/auth/register').send(registration('bina')).expect(201);
    const wrong = await t.http
      .post('/api/auth/login')
      .send({ identifier: 'bina', password: 'not the password' })
      .expect(401);
    const unknown = await t.http
      .post('/api/auth/login')
      .send({ identifier: 'nobody@example.com', password: 'not the password' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'Invalid email/username or password',
      error: 'Unauthorized',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a missing, tampered, expired or wrongly signed token', async () => {
    await t.http.post('/api/auth/register').send(registration('chitra')).expect(201);
    const token = await login('chitra', 'correct horse battery');
    await t.http.get('/api/auth/me').expect(401);
    await t.http.get('/api/auth/me').set('Authorization', 'Bearer not-a-token').expect(401);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 1 }));
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${header}.${forged.toString('base64url')}.${signature}`)
      .expect(401);

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherKey = new JwtService({ secret: 'x'.repeat(48) });
    const expired = await new JwtService({ secret: t.config.jwt.secret }).signAsync(
      { sub: claims.sub, role: 'CUSTOMER' },
      { audience: 'api', expiresIn: -10 },
    );
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${expired}`).expect(401);
    const wrongKey = await otherKey.signAsync({ sub: claims.sub, role: 'CUSTOMER' }, { audience: 'api' });
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${wrongKey}`).expect(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const refused = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${unsigned}`).expect(401);
    expect(refused.body).toEqual({ statusCode: 401, message: 'Please log in to continue', error: 'Unauthorized' });
  });

  it("changes an account's e-mail only with its current password, asked before the e-mail's availability", async () => {
    await t.http.post('/api/auth/register').send(registration('kavya')).expect(201);
    await t.http.post('/api/auth/register').send(registration('taken')).expect(201);
    const token = await login('kavya', 'correct horse battery');
    const profile = (body: object) =>
      t.http.put('/api/users/profile').set('Authorization', `Bearer ${token}`).send(body);

    // A session's token alone cannot move the e-mail, nor learn whether another account has one.
    for (const email of ['kavya.rao@example.com', 'taken@example.com']) {
      const refused = await profile({ email }).expect(400);
      expect(refused.body.message).toBe(ACCOUNT_MESSAGES.emailChangeNeedsPassword);
      const wrong = await profile({ email, currentPassword: 'not the password' }).expect(400);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await profile({ email: 'taken@example.com', currentPassword: 'correct horse battery' }).expect(409);
    // Another account's username, in any case, is refused; its own in another case is not.
    expect((await profile({ username: 'TAKEN' }).expect(409)).body.message).toBe('Username is already taken');
    await profile({ username: 'KAVYA' }).expect(200);
    await profile({ username: 'kavya' }).expect(200);
    // The same e-mail in another case is no change, and other fields need no password.
    await profile({ email: 'KAVYA@example.com', firstName: 'Kavya' }).expect(200);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data.user).toMatchObject({ email: 'kavya@example.com', firstName: 'Kavya' });

    // Refused changes told nobody; the welcome is the only e-mail so far.
    expect((await mail.newMails('kavya@example.com')).map((m) => m.subject)).toEqual(['Welcome to Satchel']);
    // A reset link sent to the old address before the change stops working with it.
    await t.http.post('/api/auth/forgot-password').send({ email: 'kavya@example.com' }).expect(202);
    const [link] = await mail.nextMails('kavya@example.com');
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(link.text ?? '')?.[1];
    expect(resetToken).toBeDefined();

    const moved = await profile({ email: 'Kavya.Rao@example.com', currentPassword: 'correct horse battery' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.user.email).toBe('kavya.rao@example.com');
    await login('kavya.rao@example.com', 'correct horse battery');
    const reset = t.http.post('/api/auth/reset-password').send({ token: resetToken, password: 'taken over now' });
    expect((await reset.expect(400)).body.message).toBe(PASSWORD_RESET_MESSAGES.invalid);
    // The address it replaced is told, where the owner still reads; the new one is not.
    const [notice] = await mail.nextMails('kavya@example.com');
    expect(notice.subject).toBe('Your Satchel e-mail address was changed');
    expect(notice.text).toContain(
      '(kavya) was just changed: password reset links and our e-mails to you no longer come to kavya@example.com.',
    );
    expect(notice.text).toContain('/contact-us');
    expect(notice.text).not.toContain('kavya.rao');
    expect(await mail.newMails('kavya.rao@example.com')).toEqual([]);
  });

  it('tells each replaced address once when two e-mail changes race: the second replaces what the first set', async () => {
    await t.http.post('/api/auth/register').send(registration('mira')).expect(201);
    const token = await login('mira', 'correct horse battery');
    await mail.newMails('mira@example.com'); // the welcome
    const move = (email: string) =>
      t.http
        .put('/api/users/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ email, currentPassword: 'correct horse battery' });
    const targets = ['mira.b@example.com', 'mira.c@example.com'];
    const answers = await Promise.all(targets.map(move));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    const last = me.body.data.user.email;
    const first = targets.find((target) => target !== last)!;
    expect(targets).toContain(last);
    const subjects = async (to: string) => (await mail.newMails(to)).map((m) => m.subject);
    // Either order: the original address is told once, the first change's address once, the last none.
    expect(await subjects('mira@example.com')).toEqual(['Your Satchel e-mail address was changed']);
    expect(await subjects(first)).toEqual(['Your Satchel e-mail address was changed']);
    expect(await subjects(last)).toEqual([]);
  });

  it('takes the same e-mail change sent twice at once as one change, told once', async () => {
    await t.http.post('/api/auth/register').send(registration('lina')).expect(201);
    const token = await login('lina', 'correct horse battery');
    await mail.newMails('lina@example.com');
    const move = () =>
      t.http
        .put('/api/users/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ username: 'lina', email: 'lina.new@example.com', currentPassword: 'correct horse battery' });
    expect((await Promise.all([move(), move()])).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await mail.newMails('lina@example.com')).map((m) => m.subject)).toEqual([
      'Your Satchel e-mail address was changed',
    ]);
    expect(await mail.newMails('lina.new@example.com')).toEqual([]);
  });

  it('takes an e-mail change that another request made first as done: no 409, nothing told twice', async () => {
    await t.http.post('/api/auth/register').send(registration('tara')).expect(201);
    const token = await login('tara', 'correct horse battery');
    await mail.newMails('tara@example.com');
    // As read just before the same change, saved in another tab, committed.
    await whileEmailIsRead('tara.new@example.com', 'tara@example.com', () =>
      t.http
        .put('/api/users/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'tara.new@example.com', currentPassword: 'correct horse battery' })
        .expect(200),
    );
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data.user.email).toBe('tara.new@example.com');
    // The other request's own notice is its to send; this one sent none.
    expect(await mail.newMails('tara@example.com')).toEqual([]);
  });

  it('keeps an e-mail another request changed while a form sent it unchanged, and saves the rest', async () => {
    await t.http.post('/api/auth/register').send(registration('sana')).expect(201);
    const token = await login('sana', 'correct horse battery');
    await mail.newMails('sana@example.com');
    // As read just before the other change committed.
    await whileEmailIsRead('sana.elsewhere@example.com', 'sana@example.com', () =>
      t.http
        .put('/api/users/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'sana@example.com', firstName: 'Sana' })
        .expect(200),
    );
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data.user).toMatchObject({ email: 'sana.elsewhere@example.com', firstName: 'Sana' });
    expect(await mail.newMails('sana@example.com')).toEqual([]);
  });

  it('never writes back a password that changed while an e-mail change was checking the old one', async () => {
    await t.http.post('/api/auth/register').send(registration('zoya')).expect(201);
    const token = await login('zoya', 'correct horse battery');
    const hasher = t.app.get(PasswordHasher);
    const verify = hasher.verify.bind(hasher);
    const meanwhile = await hasher.hash('a password set meanwhile');
    const checking = jest.spyOn(hasher, 'verify').mockImplementationOnce(async (hash, password) => {
      const right = await verify(hash, password);
      // A reset (or a change in another tab) commits while this request checks the password.
      await t.app
        .get(EntityManager)
        .fork()
        .execute('update users set password_hash = ? where username = ?', [meanwhile, 'zoya']);
      return right;
    });
    try {
      await t.http
        .put('/api/users/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'zoya.new@example.com', currentPassword: 'correct horse battery' })
        .expect(200);
    } finally {
      checking.mockRestore();
    }
    await login('zoya.new@example.com', 'a password set meanwhile');
    await t.http.post('/api/auth/login').send({ identifier: 'zoya', password: 'correct horse battery' }).expect(401);
  });

  it('never makes an admin through registration, and never writes unknown fields', async () => {
    const asAdmin = await t.http
      .post('/api/auth/register')
      .send({ ...registration('dev'), userType: 'ADMIN' })
      .expect(400);
    expect(asAdmin.body.message).toEqual(['Registration creates customer accounts only']);
    await t.http.post('/api/auth/login').send({ identifier: 'dev', password: 'correct horse battery' }).expect(401);

    await t.http
      .post('/api/auth/register')
      .send({ ...registration('dev'), role: 'ADMIN' })
      .expect(400);

    await t.http.post('/api/auth/register').send(registration('dev')).expect(201);
    const token = await login('dev', 'correct horse battery');
    const escalation = await t.http
      .put('/api/users/profile')
      .set('Authorization', `Bearer ${token}`)
      .send({ firstName: 'Dev', userType: 'ADMIN' })
      .expect(400);
    expect(escalation.body.message).toEqual(['property userType should not exist']);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data.user).toMatchObject({ firstName: 'dev', userType: 'CUSTOMER' });
  });

  it('takes a date of birth only when it is real and at least 18 years ago, on registration and profile', async () => {
    // The server counts years back from today in India: so does this test, clear of its midnight.
    const today = await shopTodayClearOfMidnight();
    const yearsAgo = (years: number, days = 0) => addDays(yearsBefore(today, years), days);
    const register = (name: string, dob: string) =>
      t.http.post('/api/auth/register').send({ ...registration(name), dob });
    for (const [dob, message] of [
      [yearsAgo(-1), DOB_TOO_YOUNG],
      [yearsAgo(18, 1), DOB_TOO_YOUNG],
      ['1899-12-31', DOB_NOT_REAL],
      ['2001-02-29', 'Date of birth must be a date (YYYY-MM-DD)'],
    ]) {
      expect((await register('minor', dob).expect(400)).body.message).toContain(message);
    }
    await register('adult', yearsAgo(18)).expect(201);
    const token = await login('adult', registration('adult').password);
    const edit = (dob: string) =>
      t.http.put('/api/users/profile').set('Authorization', `Bearer ${token}`).send({ dob });
    expect((await edit(yearsAgo(10)).expect(400)).body.message).toContain(DOB_TOO_YOUNG);
    await edit('1990-01-02').expect(200);

    // 01:30 in India on 30 November is still the 29th in UTC: the 18th birthday counts from India's midnight.
    const indiaAfterMidnight = new Date('2026-11-29T20:00:00Z');
    expect(isAtLeastYearsAgo('2008-11-30', 18, indiaAfterMidnight)).toBe(true);
    expect(isAtLeastYearsAgo('2008-12-01', 18, indiaAfterMidnight)).toBe(false);
    // A 29 February birthday comes of age on 1 March in a common year.
    expect(isAtLeastYearsAgo('2008-02-29', 18, new Date('2026-02-28T12:00:00+05:30'))).toBe(false);
    expect(isAtLeastYearsAgo('2008-02-29', 18, new Date('2026-03-01T00:00:00+05:30'))).toBe(true);
    // And on 29 February, one born on 1 March is not yet of age.
    expect(isAtLeastYearsAgo('2010-02-28', 18, new Date('2028-02-29T12:00:00+05:30'))).toBe(true);
    expect(isAtLeastYearsAgo('2010-03-01', 18, new Date('2028-02-29T12:00:00+05:30'))).toBe(false);
  });

  it('reads JSON bodies only, multipart only where a route takes files: anything else is 415 and changes nothing', async () => {
    const form = await t.http
      .post('/api/auth/register')
      .type('form')
      .send({ username: 'crosssite', email: 'crosssite@example.com', password: 'correct horse battery' })
      .expect(415);
    expect(form.body).toEqual({
      statusCode: 415,
      message: 'Send the body as application/json',
      error: 'Unsupported Media Type',
    });
    await t.http
      .post('/api/auth/register')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(registration('crosssite')))
      .expect(415);
    await t.http.post('/api/auth/register').field('username', 'crosssite').expect(415);
    await t.http
      .post('/api/auth/login')
      .send({ identifier: 'crosssite', password: 'correct horse battery' })
      .expect(401);
    // A route that takes files refuses JSON the same way.
    const admin = await login(ADMIN.email, ADMIN.password);
    const json = await t.http
      .post('/api/products')
      .set('Authorization', `Bearer ${admin}`)
      .send({ productName: 'Not A Form' })
      .expect(415);
    expect(json.body.message).toBe('Send the body as multipart/form-data');
  });

  it('answers bad registrations with messages a person can act on', async () => {
    const bad = await t.http
      .post('/api/auth/register')
      .send({ username: 'x', email: 'not-an-email', password: 'short' })
      .expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.arrayContaining([
        'Username must be 3 to 30 characters',
        'Please enter a valid email address',
        'Password must be 8 to 128 characters',
      ]),
      // Each message on its field, for forms to show beside it.
      fields: {
        username: 'Username must be 3 to 30 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be 8 to 128 characters',
      },
    });
    const longest = 'p'.repeat(128);
    await t.http
      .post('/api/auth/register')
      .send({ ...registration('long'), password: longest })
      .expect(201);
    await login('long', longest);
    await t.http
      .post('/api/auth/register')
      .send({ ...registration('longer'), password: `${longest}p` })
      .expect(400);

    await t.http.post('/api/auth/register').send(registration('esha')).expect(201);
    const sameName = await t.http
      .post('/api/auth/register')
      .send({ ...registration('ESHA'), email: 'other@example.com' })
      .expect(409);
    expect(sameName.body.message).toBe('Username is already taken');
    const sameEmail = await t.http
      .post('/api/auth/register')
      .send({ ...registration('esha2'), email: 'ESHA@example.com' })
      .expect(409);
    expect(sameEmail.body.message).toBe('Email is already registered');

    const malformed = await t.http
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"identifier":')
      .expect(400);
    expect(malformed.body.statusCode).toBe(400);
  });

  it('keeps admin routes from customers (403) and guests (401)', async () => {
    await t.http.post('/api/auth/register').send(registration('farah')).expect(201);
    const customer = await login('farah', 'correct horse battery');
    await t.http.post('/api/ops/session').expect(401);
    const forbidden = await t.http.post('/api/ops/session').set('Authorization', `Bearer ${customer}`).expect(403);
    expect(forbidden.body).toEqual({
      statusCode: 403,
      message: 'You do not have permission to do this',
      error: 'Forbidden',
    });

    const admin = await login(ADMIN.email, ADMIN.password);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(me.body.data.user).toMatchObject({ email: ADMIN.email, userType: 'ADMIN' });
  });

  it('sends a new customer a welcome e-mail through the jobs runtime', async () => {
    await t.http.post('/api/auth/register').send(registration('gita')).expect(201);
    const [welcome] = await mail.nextMails('gita@example.com');
    expect(welcome.subject).toBe('Welcome to Satchel');
    expect(welcome.text).toContain('Hello gita,');
  });
});

describe('login and registration rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3/60' });
  });
  afterAll(() => t.close());

  it('answers 429 once a client exceeds the limit', async () => {
    for (let i = 0; i < 3; i++) {
      await t.http.post('/api/auth/login').send({ identifier: 'someone', password: 'whatever-it-is' }).expect(401);
    }
    const limited = await t.http
      .post('/api/auth/login')
      .send({ identifier: 'someone', password: 'whatever-it-is' })
      .expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
      error: 'Too Many Requests',
    });
  });
});

describe('the per-address limit of the routes that check a password or tell what exists', () => {
  it('answers 429 past it on a password change, a profile change and a code applied, each counted apart', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '3/60' });
    try {
      await t.http.post('/api/auth/register').send(registration('limited')).expect(201);
      const { token } = (
        await t.http
          .post('/api/auth/login')
          .send({ identifier: 'limited', password: registration('limited').password })
          .expect(200)
      ).body;
      const routes = [
        {
          call: () =>
            t.http.put('/api/users/change-password').send({ currentPassword: 'wrong', newPassword: 'a new secret' }),
          status: 400,
        },
        { call: () => t.http.put('/api/users/profile').send({ firstName: 'Limited' }), status: 200 },
        { call: () => t.http.post('/api/cart/discount').send({ code: 'NO-SUCH-CODE' }), status: 404 },
      ];
      for (const { call, status } of routes) {
        for (let i = 0; i < 3; i++) await call().set('Authorization', `Bearer ${token}`).expect(status);
        const limited = await call().set('Authorization', `Bearer ${token}`).expect(429);
        expect(limited.body.message).toBe('Too many attempts. Please wait a minute and try again.');
      }
    } finally {
      await t.close();
    }
  });
});

describe('whose address counts, and failed logins per account', () => {
  const attempt = (t: TestApp, identifier: string, forwardedFor?: string, password = 'whatever-it-is') => {
    const request = t.http.post('/api/auth/login');
    if (forwardedFor) request.set('X-Forwarded-For', forwardedFor);
    return request.send({ identifier, password });
  };

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy: rotating it does not escape the limit', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '3/60' });
    try {
      for (let i = 0; i < 3; i++) await attempt(t, `rotator${i}`, `203.0.113.${i}`).expect(401);
      await attempt(t, 'rotator9', '203.0.113.99').expect(429);
    } finally {
      await t.close();
    }
  });

  it('counts per client address behind a trusted proxy (TRUST_PROXY=1)', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '3/60', TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 3; i++) await attempt(t, `behind${i}`, '198.51.100.7').expect(401);
      await attempt(t, 'behind3', '198.51.100.7').expect(429);
      // A client cannot prepend its own entries: only the proxy's (the last) counts.
      await attempt(t, 'behind4', '10.9.9.9, 198.51.100.7').expect(429);
      await attempt(t, 'behind5', '198.51.100.8').expect(401);
    } finally {
      await t.close();
    }
  });

  it(`refuses an account after ${LOGIN_FAILURE_LIMIT} failed logins from any addresses, even with the right password`, async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      await t.http.post('/api/auth/register').send(registration('target')).expect(201);
      await t.http.post('/api/auth/register').send(registration('bystander')).expect(201);
      // A success clears the count.
      for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attempt(t, 'target', `192.0.2.${i}`).expect(401);
      await attempt(t, 'TARGET', '192.0.2.200', registration('target').password).expect(200);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await attempt(t, 'target', `192.0.2.${i}`).expect(401);
      const refused = await attempt(t, 'target', '192.0.2.201', registration('target').password).expect(429);
      expect(refused.body.message).toBe(TOO_MANY_FAILED_LOGINS);
      // Other accounts are untouched.
      await attempt(t, 'bystander', '192.0.2.202', registration('bystander').password).expect(200);
      // Unknown accounts are counted alike, so the refusal says nothing about who has an account.
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await attempt(t, 'nobody-here', `192.0.2.${i}`).expect(401);
      await attempt(t, 'nobody-here', '192.0.2.203').expect(429);
    } finally {
      await t.close();
    }
  });

  it(`checks at most ${LOGIN_FAILURE_LIMIT} passwords of a burst of 40 simultaneous wrong guesses${process.env.REDIS_URL ? ' (counted in Redis)' : ' (counted in this process)'}`, async () => {
    const t = await createTestApp();
    const checks = jest.spyOn(UsersService.prototype, 'verifyPassword');
    const decoys = jest.spyOn(UsersService.prototype, 'verifyDecoy');
    try {
      await t.http.post('/api/auth/register').send(registration('burst')).expect(201);
      checks.mockClear();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          attempt(t, i % 2 ? 'burst' : 'burst@example.com', undefined, `guess-${i}`),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // Each name typed got 20 tries: 10 checked, the rest refused (429); never more than 10 checks.
      expect(checks.mock.calls.length).toBe(LOGIN_FAILURE_LIMIT);
      expect(statuses.filter((status) => status === 401)).toHaveLength(2 * LOGIN_FAILURE_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - 2 * LOGIN_FAILURE_LIMIT);
      for (const answer of answers.filter((one) => one.status === 429)) {
        expect(answer.body.message).toBe(TOO_MANY_FAILED_LOGINS);
      }
      // The right password after the burst is refused too: the account is locked for the window.
      await attempt(t, 'burst', undefined, registration('burst').password).expect(429);
      expect(checks.mock.calls.length).toBe(LOGIN_FAILURE_LIMIT);

      // An unknown name is held to the same count (its decoy checks), so the limit tells nothing.
      decoys.mockClear();
      const unknown = await Promise.all(Array.from({ length: 40 }, () => attempt(t, 'nobody-at-all')));
      expect(decoys.mock.calls.length).toBe(LOGIN_FAILURE_LIMIT);
      expect(unknown.filter((answer) => answer.status === 429)).toHaveLength(40 - LOGIN_FAILURE_LIMIT);
    } finally {
      checks.mockRestore();
      decoys.mockRestore();
      await t.close();
    }
  });

  it('counts an account once whichever name is typed: its username and e-mail share the limit', async () => {
    const t = await createTestApp();
    try {
      await t.http.post('/api/auth/register').send(registration('twonames')).expect(201);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
        await attempt(t, i % 2 ? 'twonames' : 'TwoNames@example.com').expect(401);
      }
      // Neither name has had 10 of its own, so the account's lock answers as a wrong password: the
      // answer does not tell that the two names are one account's. No password is checked.
      const checks = jest.spyOn(UsersService.prototype, 'verifyPassword');
      try {
        await attempt(t, 'twonames@example.com', undefined, registration('twonames').password).expect(401);
        await attempt(t, 'TWONAMES', undefined, registration('twonames').password).expect(401);
        expect(checks).not.toHaveBeenCalled();
      } finally {
        checks.mockRestore();
      }
    } finally {
      await t.close();
    }
  });

  it(`counts a signed-in account's wrong current passwords apart from its logins: ${LOGIN_FAILURE_LIMIT}, then 429`, async () => {
    const t = await createTestApp();
    try {
      await t.http.post('/api/auth/register').send(registration('confirmer')).expect(201);
      const { password } = registration('confirmer');
      const token = (await attempt(t, 'confirmer', undefined, password).expect(200)).body.token as string;
      const changePassword = (currentPassword: string) =>
        t.http
          .put('/api/users/change-password')
          .set('Authorization', `Bearer ${token}`)
          .send({ currentPassword, newPassword: 'a brand new secret' });
      const changeEmail = (currentPassword: string, email = 'confirmer.other@example.com') =>
        t.http.put('/api/users/profile').set('Authorization', `Bearer ${token}`).send({ email, currentPassword });
      // Someone else's failed logins (the name locked) never stop the signed-in owner; a right
      // current password clears its own count (it changes the e-mail).
      for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) await attempt(t, 'confirmer', `192.0.2.${i}`);
      await attempt(t, 'confirmer', undefined, password).expect(429);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await changePassword(`guess-${i}`).expect(400);
      await changeEmail(password, 'confirmer.new@example.com').expect(200);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
        await (i % 2 ? changeEmail(`guess-${i}`) : changePassword(`guess-${i}`)).expect(400);
      }
      // Past the limit no current password is checked, on either route.
      const verify = jest.spyOn(PasswordHasher.prototype, 'verify');
      try {
        const refused = await changePassword(password).expect(429);
        expect(refused.body.message).toBe(TOO_MANY_WRONG_PASSWORDS);
        await changeEmail(password).expect(429);
        expect(verify).not.toHaveBeenCalled();
      } finally {
        verify.mockRestore();
      }
      const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.body.data.user.email).toBe('confirmer.new@example.com');
    } finally {
      await t.close();
    }
  });

  it('keeps logins working and limited, in this process, while Redis is unreachable', async () => {
    const closed = await closedPort();
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${closed}`, AUTH_RATE_LIMIT: '5/60' });
    try {
      await t.http.post('/api/auth/register').send(registration('offline')).expect(201);
      const started = Date.now();
      await attempt(t, 'offline', undefined, registration('offline').password).expect(200);
      for (let i = 0; i < 4; i++) await attempt(t, 'offline').expect(401);
      await attempt(t, 'offline').expect(429); // the per-address limit (5 per route), counted in memory
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      const closing = Date.now();
      await t.close();
      expect(Date.now() - closing).toBeLessThan(10_000);
    }
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

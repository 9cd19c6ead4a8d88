import { INVITATION_DAYS, TEAM_MESSAGES } from '@satchel/shared';
import { MikroORM } from '@mikro-orm/core';
import { Clock } from '../../common/clock';
import { ADMIN, adminToken, customerToken } from '../../../test/catalogue';
import { as, simpleRestList } from '../../../test/shopping';
import { mailbox } from '../../../test/mailbox';
import { createTestApp, TestApp } from '../../../test/test-app';

const PASSWORD = 'staff-password-1';

describe('the team over HTTP: invitations, permissions, disabling, the last owner', () => {
  let t: TestApp;
  let owner: ReturnType<typeof as>;
  let ownerId: number;
  let mail: ReturnType<typeof mailbox>;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN });
    mail = mailbox(t);
    const token = await adminToken(t);
    owner = as(t, token);
    ownerId = (await owner.get('/api/auth/me').expect(200)).body.data.user.id;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** The token of the newest invitation e-mailed to `to`. */
  async function invitationToken(to: string): Promise<string> {
    const mails = await mail.nextMails(to);
    const newest = mails[mails.length - 1];
    expect(newest.subject).toBe("You're invited to the Satchel back office");
    const token = /\/admin\/accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(newest.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  const invite = (by: ReturnType<typeof as>, email: string, permissions: string[], isOwner = false) =>
    by.post('/api/admin/team').send({ email, firstName: 'Ravi', lastName: 'Kumar', permissions, isOwner });
  const accept = (token: string, username: string, password = PASSWORD) =>
    t.http.post('/api/auth/accept-invite').send({ token, username, password });
  const login = (identifier: string, password = PASSWORD) =>
    t.http.post('/api/auth/login').send({ identifier, password });

  /** Invites, accepts and signs in: the member's id and API. */
  async function member(name: string, permissions: string[], isOwner = false) {
    const invited = await invite(owner, `${name}@satchel.test`, permissions, isOwner).expect(201);
    await accept(await invitationToken(`${name}@satchel.test`), name).expect(204);
    const token = (await login(name).expect(200)).body.token as string;
    return { id: invited.body.id as number, api: as(t, token) };
  }

  it('invites by e-mail; the link sets a username and password once, and the member may do only what was granted', async () => {
    const invited = await invite(owner, 'Asha@Satchel.test', ['orders']).expect(201);
    expect(invited.body).toMatchObject({
      email: 'asha@satchel.test',
      firstName: 'Ravi',
      isOwner: false,
      permissions: ['orders'],
      status: 'invited',
    });
    // No password yet: nothing signs in, whatever is typed.
    await login('asha@satchel.test', '').expect(400);
    await login('asha@satchel.test', 'anything-at-all').expect(401);

    const token = await invitationToken('asha@satchel.test');
    await accept(token, 'asha').expect(204);
    await accept(token, 'asha2').expect(400, {
      statusCode: 400,
      message: TEAM_MESSAGES.invitationInvalid,
      error: 'Bad Request',
    });
    const session = as(t, (await login('asha').expect(200)).body.token);
    await session.get('/api/admin/orders').expect(200);
    const refused = await session.get('/api/admin/products').expect(403);
    expect(refused.body.message).toBe('You do not have permission to do this');
    await session.get('/api/admin/team').expect(403);
    expect((await owner.get(`/api/admin/team/${invited.body.id}`).expect(200)).body).toMatchObject({
      username: 'asha',
      status: 'active',
    });
  });

  it('an invitation link expires after its days; sending it again voids the older link', async () => {
    const invited = await invite(owner, 'kiran@satchel.test', ['catalogue']).expect(201);
    const first = await invitationToken('kiran@satchel.test');
    const clock = t.app.get(Clock);
    const later = new Date(Date.now() + INVITATION_DAYS * 86_400_000 + 60_000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const expired = await accept(first, 'kiran').expect(400);
    expect(expired.body.message).toBe(TEAM_MESSAGES.invitationExpired);
    jest.restoreAllMocks();

    const resent = await owner.post(`/api/admin/team/${invited.body.id}/resend-invitation`).expect(202);
    expect(resent.body.message).toBe(TEAM_MESSAGES.resent);
    const second = await invitationToken('kiran@satchel.test');
    expect(second).not.toBe(first);
    await accept(first, 'kiran').expect(400);
    await accept(second, 'kiran').expect(204);
    await owner.post(`/api/admin/team/${invited.body.id}/resend-invitation`).expect(409);
  });

  it('a taken username keeps the link working for another try', async () => {
    await invite(owner, 'dev@satchel.test', ['content']).expect(201);
    const token = await invitationToken('dev@satchel.test');
    await customerToken(t, 'taken-name');
    await accept(token, 'Taken-Name').expect(409);
    await accept(token, 'dev').expect(204);
  });

  it('disabling ends every session at once and refuses sign-in until enabled again', async () => {
    const { id, api } = await member('neha', ['orders']);
    await api.get('/api/admin/orders').expect(200);
    const disabled = await owner.put(`/api/admin/team/${id}`).send({ status: 'disabled' }).expect(200);
    expect(disabled.body.status).toBe('disabled');
    await api.get('/api/admin/orders').expect(401);
    const refused = await login('neha').expect(403);
    expect(refused.body.message).toBe(TEAM_MESSAGES.accountDisabled);
    // The wrong password still answers as any wrong password does.
    await login('neha', 'not-her-password').expect(401);
    await owner.put(`/api/admin/team/${id}`).send({ status: 'active' }).expect(200);
    await login('neha').expect(200);
  });

  it('changing permissions takes effect on the next request', async () => {
    const { id, api } = await member('omar', ['orders']);
    await api.get('/api/admin/customers').expect(403);
    await owner
      .put(`/api/admin/team/${id}`)
      .send({ permissions: ['customers'] })
      .expect(200);
    await api.get('/api/admin/customers').expect(200);
    await api.get('/api/admin/orders').expect(403);
  });

  it('no one grants more than they hold, and only owners touch owners', async () => {
    const { id: leadId, api: lead } = await member('lead', ['team', 'orders']);
    const ownInvitee = await invite(lead, 'x1@satchel.test', ['orders']).expect(201);
    const beyond = await invite(lead, 'x2@satchel.test', ['catalogue']).expect(403);
    expect(beyond.body.message).toBe(TEAM_MESSAGES.beyondOwn);
    const makeOwner = await invite(lead, 'x3@satchel.test', [], true).expect(403);
    expect(makeOwner.body.message).toBe(TEAM_MESSAGES.ownersOnly);
    await lead.put(`/api/admin/team/${ownerId}`).send({ firstName: 'Changed' }).expect(403);
    await lead.delete(`/api/admin/team/${ownerId}`).expect(403);
    await lead
      .put(`/api/admin/team/${leadId}`)
      .send({ permissions: ['team', 'orders', 'webhooks'] })
      .expect(403);
    // Renewing an invitation is changing the member: an owner's only by an owner, and no one's
    // who holds more than the one asking.
    const invitedOwner = await invite(owner, 'x4@satchel.test', [], true).expect(201);
    const ownerLink = await lead.post(`/api/admin/team/${invitedOwner.body.id}/resend-invitation`).expect(403);
    expect(ownerLink.body.message).toBe(TEAM_MESSAGES.ownersOnly);
    const invitedCataloguer = await invite(owner, 'x5@satchel.test', ['catalogue']).expect(201);
    const beyondLink = await lead.post(`/api/admin/team/${invitedCataloguer.body.id}/resend-invitation`).expect(403);
    expect(beyondLink.body.message).toBe(TEAM_MESSAGES.beyondOwnMember);
    await lead.post(`/api/admin/team/${ownInvitee.body.id}/resend-invitation`).expect(202);
  });

  it('an owner demoted on another replica invites as what it is now, not as its session copy says', async () => {
    const { id, api } = await member('formerowner', [], true);
    await api.get('/api/admin/team').expect(200); // its session copy, an owner, is now cached here
    // Demoted by another replica: this process's copy is not told.
    await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`update users set is_owner = false, permissions = '{team}' where id = ?`, [id]);
    const refused = await invite(api, 'x6@satchel.test', [], true).expect(403);
    expect(refused.body.message).toBe(TEAM_MESSAGES.ownersOnly);
  });

  it('the last active owner can never be disabled, demoted or removed', async () => {
    await owner.put(`/api/admin/team/${ownerId}`).send({ status: 'disabled' }).expect(400);
    const demoted = await owner.put(`/api/admin/team/${ownerId}`).send({ isOwner: false }).expect(409);
    expect(demoted.body.message).toBe(TEAM_MESSAGES.lastOwner);
    await owner.delete(`/api/admin/team/${ownerId}`).expect(400);
    // An invited owner who has not accepted does not count.
    await invite(owner, 'pending-owner@satchel.test', [], true).expect(201);
    await owner.put(`/api/admin/team/${ownerId}`).send({ isOwner: false }).expect(409);
    const me = await owner.get(`/api/admin/team/${ownerId}`).expect(200);
    expect(me.body).toMatchObject({ isOwner: true, status: 'active' });
  });

  it('two owners demoting each other at once: one wins, the shop keeps an owner', async () => {
    const a = await member('owner-a', [], true);
    const b = await member('owner-b', [], true);
    // The original owner steps down first, so a and b are the only active owners.
    await a.api
      .put(`/api/admin/team/${ownerId}`)
      .send({ isOwner: false, permissions: ['team'] })
      .expect(200);
    const answers = await Promise.all([
      a.api.put(`/api/admin/team/${b.id}`).send({ isOwner: false }),
      b.api.put(`/api/admin/team/${a.id}`).send({ isOwner: false }),
    ]);
    // The loser is refused as the last owner (409), or, if it asked once demoted, as no owner (403).
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const winner = answers[0].status === 200 ? a.api : b.api;
    const { body: active } = await simpleRestList(winner, '/api/admin/team', {
      filter: { status: 'active' },
      range: [0, 99],
    }).expect(200);
    expect(active.filter((m: { isOwner: boolean }) => m.isOwner)).toHaveLength(1);
    // Hand ownership back for the tests after this one.
    await winner.put(`/api/admin/team/${ownerId}`).send({ isOwner: true }).expect(200);
  });

  it('removes a member (never yourself, nor the configured ADMIN_EMAIL); a customer is no team member', async () => {
    const other = await member('owner-c', [], true);
    const configured = await other.api.delete(`/api/admin/team/${ownerId}`).expect(409);
    expect(configured.body.message).toBe(TEAM_MESSAGES.configuredAdmin);
    const { id } = await member('temp', ['orders']);
    await owner.delete(`/api/admin/team/${id}`).expect(200);
    await login('temp').expect(401);
    await owner.get(`/api/admin/team/${id}`).expect(404);
    const customer = as(t, await customerToken(t, 'shopper'));
    const customerId = (await customer.get('/api/auth/me').expect(200)).body.data.user.id;
    await owner.get(`/api/admin/team/${customerId}`).expect(404);
    await owner.put(`/api/admin/team/${customerId}`).send({ status: 'disabled' }).expect(404);
  });

  it('lists, filters and validates', async () => {
    const { body, headers } = await simpleRestList(owner, '/api/admin/team', {
      filter: { q: 'asha' },
      sort: ['id', 'ASC'],
      range: [0, 9],
    }).expect(200);
    expect(body.map((m: { email: string }) => m.email)).toEqual(['asha@satchel.test']);
    expect(headers['content-range']).toBe('team 0-0/1');
    await simpleRestList(owner, '/api/admin/team', { filter: { status: 'gone' } }).expect(400);
    await owner
      .post('/api/admin/team')
      .send({ email: 'bad', firstName: 'A', lastName: 'B', permissions: [] })
      .expect(400);
    await owner
      .post('/api/admin/team')
      .send({ email: 'ok@satchel.test', firstName: 'A', lastName: 'B', permissions: ['everything'] })
      .expect(400);
    await invite(owner, ADMIN.ADMIN_EMAIL, ['orders']).expect(409);
    await t.http.post('/api/auth/accept-invite').send({ token: 'x', username: 'abc', password: PASSWORD }).expect(400);
  });
});

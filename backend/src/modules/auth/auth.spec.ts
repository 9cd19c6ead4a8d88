import { createTestApp, TestApp } from '../../../test/test-app';

describe('accounts and auth over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const asha = {
    username: 'asha',
    email: 'Asha@Example.com',
    password: 'correct horse battery',
    firstName: 'asha',
    lastName: 'asha',
    mobile: '9876543210',
    dob: '1994-05-21',
    userType: 'CUSTOMER',
  };

  it('registers a customer, then logs in by e-mail and by username', async () => {
    const registered = await t.http.post('/api/auth/register').send(asha).expect(201);
    expect(registered.body.message).toEqual(expect.any(String));
    expect(registered.body.user).toMatchObject({ username: 'asha', email: 'asha@example.com', userType: 'CUSTOMER' });
    expect(registered.body.user).not.toHaveProperty('passwordHash');

    const byEmail = await t.http
      .post('/api/auth/login')
      .send({ identifier: 'asha@example.com', password: asha.password })
      .expect(200);
    expect(byEmail.body.token).toEqual(expect.any(String));
    expect(byEmail.body.user.username).toBe('asha');

    const byUsername = await t.http.post('/api/auth/login').send({ identifier: 'ASHA', password: asha.password }).expect(200);
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${byUsername.body.token}`).expect(200);
    expect(me.body).toEqual({ data: { user: expect.objectContaining({ username: 'asha', mobile: '9876543210', dob: '1994-05-21' }) } });
  });
});

import { ADMIN, adminToken, customerToken } from '../../../test/catalogue';
import { STATE_MESSAGES } from '@satchel/shared';
import { ADDRESS, as } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('addresses over HTTP', () => {
  let t: TestApp;
  let meera: ReturnType<typeof as>;
  let meeraId: number;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    const token = await customerToken(t, 'meera');
    meera = as(t, token);
    meeraId = (await meera.get('/api/auth/me').expect(200)).body.data.user.id;
  });
  afterAll(() => t.close());

  it('makes the first address the default and keeps exactly one default', async () => {
    // userId in the payload is ignored: the address is the caller's.
    const home = (
      await meera
        .post('/api/addresses')
        .send({ ...ADDRESS, userId: 999, isDefault: false })
        .expect(201)
    ).body;
    expect(home).toEqual({ id: expect.any(Number), userId: meeraId, ...ADDRESS, stateCode: '27', isDefault: true });

    const office = (
      await meera
        .post('/api/addresses')
        .send({ addressLine1: ' 2 Nariman Point ', city: 'Mumbai', state: 'Maharashtra', postalCode: '400021' })
        .expect(201)
    ).body;
    expect(office).toMatchObject({ addressLine1: '2 Nariman Point', addressLine2: null, isDefault: false });

    const madeDefault = (
      await meera
        .put(`/api/addresses/${office.id}`)
        .send({ ...office, isDefault: true })
        .expect(200)
    ).body;
    expect(madeDefault.isDefault).toBe(true);
    const list = (await meera.get('/api/addresses').expect(200)).body;
    expect(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);

    // Unticking the default does not leave the customer without one.
    const still = (
      await meera
        .put(`/api/addresses/${office.id}`)
        .send({ ...ADDRESS, isDefault: false })
        .expect(200)
    ).body;
    expect(still).toMatchObject({ ...ADDRESS, isDefault: true });
  });

  it('refuses to delete the default, deletes the others', async () => {
    const [defaultAddress, other] = (await meera.get('/api/addresses')).body;
    expect((await meera.delete(`/api/addresses/${defaultAddress.id}`).expect(409)).body.message).toBe(
      'Default address cannot be deleted!',
    );
    expect((await meera.delete(`/api/addresses/${other.id}`).expect(200)).body.id).toBe(other.id);
    expect((await meera.get('/api/addresses')).body).toHaveLength(1);
  });

  it('takes the state by its name or GST code in any case, keeps it as the list names it, and refuses others', async () => {
    for (const [state, name, code] of [
      ['27', 'Maharashtra', '27'],
      ['tamil nadu', 'Tamil Nadu', '33'],
      ['ORISSA', 'Odisha', '21'],
      ['7', 'Delhi', '07'],
    ]) {
      const saved = (
        await meera
          .post('/api/addresses')
          .send({ ...ADDRESS, state })
          .expect(201)
      ).body;
      expect(saved).toMatchObject({ state: name, stateCode: code });
      await meera.delete(`/api/addresses/${saved.id}`).expect(200);
    }
    for (const state of ['Atlantis', '99', 'Maharashtra 400050']) {
      expect(
        (
          await meera
            .post('/api/addresses')
            .send({ ...ADDRESS, state })
            .expect(400)
        ).body.message,
      ).toEqual([STATE_MESSAGES.unknown]);
    }
  });

  it('answers each missing or bad field with a clear message', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...ADDRESS, addressLine1: '  ' }, ['Address Line 1 is required.']],
      [{ ...ADDRESS, city: undefined }, ['City is required.']],
      [{ ...ADDRESS, state: '' }, ['State is required.']],
      [{ ...ADDRESS, postalCode: '' }, ['Postal Code is required.']],
      [{ ...ADDRESS, postalCode: '40005' }, ['Postal Code must be 6 digits.']],
      [{ ...ADDRESS, postalCode: '4000501' }, ['Postal Code must be 6 digits.']],
      [{ ...ADDRESS, postalCode: 'ABC123' }, ['Postal Code must be 6 digits.']],
      [{ ...ADDRESS, isDefault: 'yes' }, ['isDefault must be true or false']],
      [{ ...ADDRESS, addressLine1: 'x'.repeat(201) }, ['Address Line 1 must be at most 200 characters.']],
    ];
    for (const [body, message] of cases) {
      expect((await meera.post('/api/addresses').send(body).expect(400)).body.message).toEqual(message);
    }
    expect(
      (
        await meera
          .post('/api/addresses')
          .send({ ...ADDRESS, role: 'x' })
          .expect(400)
      ).body.message,
    ).toEqual(['property role should not exist']);
    // PostgreSQL cannot store a NUL character in text: a 400, and nothing saved.
    const before = (await meera.get('/api/addresses').expect(200)).body.length;
    expect(
      (
        await meera
          .post('/api/addresses')
          .send({ ...ADDRESS, city: 'Mum\u0000bai' })
          .expect(400)
      ).body.message,
    ).toBe('Text must not contain NUL characters');
    expect((await meera.get('/api/addresses').expect(200)).body).toHaveLength(before);
  });

  it("never shows or changes another customer's addresses", async () => {
    const [mine] = (await meera.get('/api/addresses')).body;
    const ravi = as(t, await customerToken(t, 'ravi'));
    expect((await ravi.get('/api/addresses').expect(200)).body).toEqual([]);
    expect((await ravi.put(`/api/addresses/${mine.id}`).send(ADDRESS).expect(404)).body.message).toBe(
      'Address not found',
    );
    await ravi.delete(`/api/addresses/${mine.id}`).expect(404);
    await meera.put('/api/addresses/0').send(ADDRESS).expect(404);
    expect((await meera.get('/api/addresses')).body).toEqual([mine]);
  });

  it('is for signed-in customers', async () => {
    await t.http.get('/api/addresses').expect(401);
    await as(t, await adminToken(t))
      .get('/api/addresses')
      .expect(403);
  });
});

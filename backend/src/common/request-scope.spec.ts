import { AsyncLocalStorage } from 'node:async_hooks';
import { as, customer } from '../../test/shopping';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * On Node 20 every AsyncLocalStorage in use is copied onto every async step of the process, so a
 * request keeps what code far from it needs in one (docs/decisions/0017-one-request-scope.md).
 */
describe('the request scope', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the one AsyncLocalStorage a request runs in, entities and logging included', async () => {
    const { token } = await customer(t, 'scoped', { address: true });
    const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
    let stores: Set<unknown>;
    try {
      // Read through entities (MikroORM's context), logged (the request line), no transaction.
      const { body } = await as(t, token).get('/api/addresses').expect(200);
      expect(body).toHaveLength(1);
      stores = new Set(run.mock.contexts);
    } finally {
      run.mockRestore();
    }
    expect(stores.size).toBe(1);
  });
});

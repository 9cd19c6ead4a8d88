import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext } from '@mikro-orm/core';
import { storage as nestjsPinoStorage } from 'nestjs-pino/storage';
import { as, customer } from '../../test/shopping';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * On Node 20 every AsyncLocalStorage in use is copied onto every async step of the process, so a
 * request keeps what code far from it needs in one (docs/decisions/0017-one-request-scope.md).
 */
describe('the request scope', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(() => t.close());

  it("is the one AsyncLocalStorage a request runs in: not MikroORM's request context, not nestjs-pino's", async () => {
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
    // Timers of the job runtime may run MikroORM's transaction store meanwhile; these never may.
    expect(stores.size).toBeGreaterThan(0);
    expect(stores).not.toContain((RequestContext as unknown as { storage: unknown }).storage);
    expect(stores).not.toContain(nestjsPinoStorage);
  });
});

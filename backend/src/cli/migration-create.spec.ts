import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * The entities describe the schema that the migrations build, hand-written parts included
 * (PostgreSQL's own constraint names, checks as PostgreSQL reads them back): so
 * `npm run migration:create` writes a migration for a change of the entities only, and never one
 * that drops or renames what the hand-written migrations made.
 */
describe('the entities and the migrations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('agree: the ORM finds no change to make to the migrated schema', async () => {
    const changes = await t.app.get(MikroORM).getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(changes.trim()).toBe('');
  });
});

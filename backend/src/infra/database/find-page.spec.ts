import { EntityManager, MikroORM, raw, RawQueryFragment } from '@mikro-orm/core';
import { createTestApp, TestApp } from '../../../test/test-app';
import { OutboxMessage, OutboxStatus } from '../jobs/outbox-message.entity';
import { findPage } from './find-page';

describe('findPage', () => {
  let t: TestApp;
  let orm: MikroORM;
  // Done jobs of a queue nobody runs: a list of five rows that no worker or relay touches.
  const queue = 'find-page-spec';
  const where = { queue };
  const names = ['A', 'B', 'C', 'D', 'E'];

  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
    orm = t.app.get(MikroORM);
    const em = orm.em.fork();
    for (const type of names)
      em.create(OutboxMessage, { queue, type, payload: {}, maxAttempts: 1, status: OutboxStatus.COMPLETED });
    await em.flush();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const page = (limit: number | undefined, offset: number | undefined) =>
    findPage(orm.em.fork(), OutboxMessage, where, { orderBy: { type: 'asc' }, limit, offset });

  it('answers each page of the list and the whole list’s total, whatever the page size and place', async () => {
    for (const limit of [undefined, 1, 2, 3, 4, 5, 6]) {
      for (const offset of [undefined, 0, 1, 2, 4, 5, 6, 9]) {
        const { items, total } = await page(limit, offset);
        const start = offset ?? 0;
        expect({ limit, offset, names: items.map((m) => m.type), total }).toEqual({
          limit,
          offset,
          names: names.slice(start, limit === undefined ? undefined : start + limit),
          total: names.length,
        });
      }
    }
  });

  it('counts only when the page is full, or empty past the first: a short page is the last', async () => {
    const count = jest.spyOn(EntityManager.prototype, 'count');
    await page(20, 0);
    await page(undefined, undefined);
    await page(3, 3);
    expect(count).not.toHaveBeenCalled();
    await page(5, 0);
    await page(3, 9);
    expect(count).toHaveBeenCalledTimes(2);
    await expect(findPage(orm.em.fork(), OutboxMessage, { queue: 'no-such-queue' }, { limit: 20 })).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('runs outside MikroORM’s raw-fragment store, which em.findAndCount enters (decision 17)', async () => {
    const run = jest.spyOn(RawQueryFragment, 'run');
    await orm.em.fork().findAndCount(OutboxMessage, where, { limit: 2 });
    expect(run).toHaveBeenCalledTimes(1);
    await page(2, 0);
    await page(2, 4);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('takes a filter with raw() keys to em.findAndCount, whose store keeps them for its count', async () => {
    const run = jest.spyOn(RawQueryFragment, 'run');
    const oneLetter = () => ({ queue, [raw('length(type)')]: 1 });
    const full = await findPage(orm.em.fork(), OutboxMessage, oneLetter(), { orderBy: { type: 'asc' }, limit: 2 });
    expect({ names: full.items.map((m) => m.type), total: full.total }).toEqual({ names: ['A', 'B'], total: 5 });
    const nested = await findPage(orm.em.fork(), OutboxMessage, { $and: [oneLetter()] }, { limit: 2 });
    expect(nested.total).toBe(5);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('flushes what the EntityManager holds first, as em.find does', async () => {
    const em = orm.em.fork();
    em.create(OutboxMessage, { queue, type: 'F', payload: {}, maxAttempts: 1, status: OutboxStatus.COMPLETED });
    const { items, total } = await findPage(em, OutboxMessage, where, {
      orderBy: { type: 'asc' },
      limit: 2,
      offset: 4,
    });
    expect({ names: items.map((m) => m.type), total }).toEqual({ names: ['E', 'F'], total: 6 });
  });
});

import type { EntityManager, EntityName, FilterQuery, FindOptions, Loaded, PopulatePath } from '@mikro-orm/core';
import type { Page } from '../../common/http/simple-rest';

/**
 * A page of entities and how many the whole list has: what `em.findAndCount` answers, without
 * its AsyncLocalStorage (MikroORM runs its two queries in one for raw() fragments, which these
 * lists do not use; once used, a store costs every async resource the process makes from then on,
 * decision 17). The page is read first, and a short page is the last one: its total is the
 * offset plus its rows, so most lists (one page, or all without a limit) cost one query, not two.
 */
export async function findPage<
  Entity extends object,
  Hint extends string = never,
  Fields extends string = PopulatePath.ALL,
  Excludes extends string = never,
>(
  em: EntityManager,
  entityName: EntityName<Entity>,
  where: FilterQuery<NoInfer<Entity>>,
  options: FindOptions<Entity, Hint, Fields, Excludes> = {},
): Promise<Page<Loaded<Entity, Hint, Fields, Excludes>[]>> {
  // find prepares the options it is given in place; the count gets them as they were.
  const items = await em.find<Entity, Hint, Fields, Excludes>(entityName, where, { ...options });
  const offset = options.offset ?? 0;
  const short = options.limit === undefined || items.length < options.limit;
  // An empty page past the first says nothing of how many come before it.
  if (short && (items.length > 0 || offset === 0)) return { items, total: offset + items.length };
  // The find flushed whatever was pending; the count has nothing more to flush.
  const total = await em.count<Entity, Hint>(entityName, where, { ...options, flushMode: 'commit' });
  return { items, total };
}

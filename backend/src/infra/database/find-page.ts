import {
  type EntityManager,
  type EntityName,
  type FilterQuery,
  type FindOptions,
  type Loaded,
  type PopulatePath,
  RawQueryFragment,
} from '@mikro-orm/core';
import type { Page } from '../../common/http/simple-rest';

/**
 * A page of entities and how many the whole list has: what `em.findAndCount` answers, without
 * its AsyncLocalStorage (MikroORM runs its two queries in one to keep raw() fragments alive from
 * the find to the count; once used, a store costs every async resource the process makes from
 * then on, decision 17). The page is read first, and a short page is the last one: its total is
 * the offset plus its rows, so most lists (one page, or all without a limit) cost one query. A
 * full page is counted after it is read, not beside it: one round trip more than findAndCount.
 * A filter or sort with raw() keys goes to findAndCount, which keeps them for its count.
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
  if (hasRawKeys(where) || hasRawKeys(options.orderBy)) {
    const [items, total] = await em.findAndCount<Entity, Hint, Fields, Excludes>(entityName, where, options);
    return { items, total };
  }
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

/** Whether a filter or a sort (or a list of sorts) has a key made by raw() or sql, within $and, $or and $not too. */
function hasRawKeys(query: unknown): boolean {
  if (Array.isArray(query)) return query.some(hasRawKeys);
  if (typeof query !== 'object' || query === null) return false;
  return Object.entries(query).some(
    ([key, value]) => RawQueryFragment.isKnownFragment(key) || (key.startsWith('$') && hasRawKeys(value)),
  );
}

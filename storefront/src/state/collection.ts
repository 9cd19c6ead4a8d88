import { useCallback, useEffect, useState } from 'react';
import { useSession } from './session';

/** What differs between the cart and the wishlist in the lifecycle they share. */
export interface CollectionKind<T extends { items: unknown[] }> {
  /** Reads it from the API: undefined when the answer is not one. */
  load(): Promise<T | undefined>;
  /** localStorage key of its ids (docs/product.md §3). */
  storageKey: string;
  ids(collection: T): number[];
  /** docs/product.md §3's notification event, fired whenever it changes. */
  event: string;
  /** For the log when it cannot load: 'the cart'. */
  name: string;
}

/**
 * The signed-in customer's cart or wishlist (docs/product.md §4): loaded once a customer is
 * signed in (admins and guests have none; a failure is only logged and the badge stays empty),
 * then replaced by each answer of a change, its ids kept in localStorage and the change announced.
 * `kind` must be a constant (each provider's module-level one).
 */
export function useCustomerCollection<T extends { items: unknown[] }>(kind: CollectionKind<T>) {
  const { user } = useSession();
  const [collection, setCollection] = useState<T | null>(null);
  const isCustomer = user?.userType === 'CUSTOMER';

  const set = useCallback(
    (next: T) => {
      setCollection(next);
      localStorage.setItem(kind.storageKey, JSON.stringify(kind.ids(next)));
      window.dispatchEvent(new Event(kind.event));
    },
    [kind],
  );

  const reload = useCallback(async () => {
    const loaded = await kind.load();
    if (Array.isArray(loaded?.items)) set(loaded);
  }, [kind, set]);

  useEffect(() => {
    if (!isCustomer) {
      setCollection(null);
      return;
    }
    reload().catch((error) => console.warn(`Could not load ${kind.name}`, error));
  }, [isCustomer, reload, kind]);

  return { collection, set, reload };
}

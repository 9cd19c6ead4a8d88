import { categoryChain, categoryPaths as pathsOf, MAX_CATEGORY_DEPTH } from '@satchel/shared';

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
  uploads: { id: number; url: string; filename: string }[];
}

export interface CategoryRow {
  category: CategoryRecord;
  /** docs/product.md §2's numbering: 1, 1.1, 1.1.2… */
  serial: string;
  depth: number;
  hasChildren: boolean;
}

/** Children by parent id (null: the top level), each list in the order given. */
function childrenOf(categories: CategoryRecord[]): Map<number | null, CategoryRecord[]> {
  const children = new Map<number | null, CategoryRecord[]>();
  for (const category of categories) {
    const siblings = children.get(category.parentId) ?? [];
    siblings.push(category);
    children.set(category.parentId, siblings);
  }
  return children;
}

/** The rows of the nested table: every top-level category, and the children of expanded ones. */
export function categoryRows(categories: CategoryRecord[], expanded: ReadonlySet<number>): CategoryRow[] {
  const children = childrenOf(categories);
  const rows: CategoryRow[] = [];
  const walk = (parentId: number | null, prefix: string, depth: number) => {
    (children.get(parentId) ?? []).forEach((category, index) => {
      const serial = prefix ? `${prefix}.${index + 1}` : String(index + 1);
      const hasChildren = (children.get(category.id)?.length ?? 0) > 0;
      rows.push({ category, serial, depth, hasChildren });
      if (hasChildren && expanded.has(category.id)) walk(category.id, serial, depth + 1);
    });
  };
  walk(null, '', 0);
  return rows;
}

/**
 * The categories `category` (or, without one, a new category) may be placed under: not itself or
 * one below it, and none where it, or what lies below it, would nest deeper than
 * MAX_CATEGORY_DEPTH (the API refuses that too).
 */
export function parentChoices(categories: CategoryRecord[], category?: CategoryRecord): CategoryRecord[] {
  const children = childrenOf(categories);
  const byId = new Map(categories.map((one) => [one.id, one]));
  // Levels the category spans (itself and the deepest below it); all of it is excluded.
  const excluded = new Set<number>();
  let height = 1;
  if (category) {
    height = 0;
    for (let level = [category]; level.length; height++) {
      for (const one of level) excluded.add(one.id);
      level = level.flatMap((one) => children.get(one.id) ?? []).filter((one) => !excluded.has(one.id));
    }
  }
  const levelOf = (one: CategoryRecord) => categoryChain(byId, one.id).length;
  return categories.filter((one) => !excluded.has(one.id) && levelOf(one) + height <= MAX_CATEGORY_DEPTH);
}

/** Each category with its path (Bags › Totes), for selects. */
export function categoryPaths(categories: CategoryRecord[]): { id: number; name: string }[] {
  const paths = pathsOf(categories, ' › ');
  return categories
    .map((category) => ({ id: category.id, name: paths.get(category.id)! }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** HTML descriptions read as plain text in the table. */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

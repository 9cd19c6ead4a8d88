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

/** A category and all below it: none of them can become its parent. */
export function subtreeIds(categories: CategoryRecord[], rootId: number): Set<number> {
  const children = childrenOf(categories);
  const ids = new Set<number>();
  const walk = (id: number) => {
    ids.add(id);
    (children.get(id) ?? []).forEach((child) => walk(child.id));
  };
  walk(rootId);
  return ids;
}

/** Each category with its path (Bags › Totes), for selects. */
export function categoryPaths(categories: CategoryRecord[]): { id: number; name: string }[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path = (category: CategoryRecord): string => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return parent ? `${path(parent)} › ${category.name}` : category.name;
  };
  return categories
    .map((category) => ({ id: category.id, name: path(category) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** HTML descriptions read as plain text in the table. */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

import type { CategoryRecord } from './categoryTree';

/** A category as the API lists it, with one stored picture (upload id = id × 10). For tests. */
export function categoryRecord(id: number, name: string, parentId: number | null, description = ''): CategoryRecord {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    description,
    parentId,
    uploads: [{ id: id * 10, url: `/uploads/${id}.png`, filename: `${id}.png` }],
  };
}

/** Belts, and Handbags › Clutches › Mini and Handbags › Totes, by name as the API lists them. */
export const TEST_CATALOGUE: CategoryRecord[] = [
  categoryRecord(5, 'Belts', null),
  categoryRecord(4, 'Clutches', 1),
  categoryRecord(1, 'Handbags', null),
  categoryRecord(6, 'Mini', 4),
  categoryRecord(3, 'Totes', 1),
];

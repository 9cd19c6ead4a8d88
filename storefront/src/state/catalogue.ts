import { api } from '../api/client';
import type { components } from '@satchel/shared/web';
import { takeEarly } from '../lib/early';
import { useApiQuery } from '../lib/useApiQuery';

export type CategoryNode = components['schemas']['CategoryNodeDto'];
export type Product = components['schemas']['ProductDto'];
export type CompanyDetails = components['schemas']['CompanyDetailsDto'];

// Read once per page load and shared by the header, home page and listing sidebar.
let categoriesRequest: Promise<CategoryNode[]> | null = null;
let companyRequest: Promise<CompanyDetails | null> | null = null;

function loadCategories(): Promise<CategoryNode[]> {
  // boot.ts may have asked already, while the bundle was loading.
  categoriesRequest ??= (takeEarly('/api/categories') ?? api.GET('/api/categories')).then(({ data }) =>
    Array.isArray(data) ? (data as CategoryNode[]) : [],
  );
  categoriesRequest.catch(() => (categoriesRequest = null));
  return categoriesRequest;
}

function loadCompany(): Promise<CompanyDetails | null> {
  companyRequest ??= (takeEarly('/api/company-details') ?? api.GET('/api/company-details')).then(
    ({ data }) => (data as CompanyDetails | undefined) ?? null,
  );
  companyRequest.catch(() => (companyRequest = null));
  return companyRequest;
}

/** Forgets the reads shared by this page load, as a new page load would (for tests). */
export function forgetCatalogueReads(): void {
  categoriesRequest = null;
  companyRequest = null;
}

/** The category tree, or null while loading; an empty list when it could not load (docs/product.md §8). */
export function useCategories(): CategoryNode[] | null {
  const categories = useApiQuery(loadCategories, [], (error) => {
    console.warn('Failed to fetch categories', error);
    return [];
  });
  return categories ?? null;
}

/** The company record (name, phone, e-mail, address, logo), or null until it loads (or when it cannot). */
export function useCompany(): CompanyDetails | null {
  const company = useApiQuery(loadCompany, [], (error) => {
    console.warn('Could not load company details', error);
    return null;
  });
  return company ?? null;
}

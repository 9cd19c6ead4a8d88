import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { components } from '@satchel/shared/web';
import { takeEarly } from '../lib/early';

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
  const [categories, setCategories] = useState<CategoryNode[] | null>(null);
  useEffect(() => {
    let current = true;
    loadCategories().then(
      (tree) => current && setCategories(tree),
      (error) => {
        if (!current) return;
        console.warn('Failed to fetch categories', error);
        setCategories([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return categories;
}

/** The company record (name, phone, e-mail, address, logo), or null until it loads. */
export function useCompany(): CompanyDetails | null {
  const [company, setCompany] = useState<CompanyDetails | null>(null);
  useEffect(() => {
    let current = true;
    loadCompany().then(
      (details) => current && setCompany(details),
      (error) => current && console.warn('Could not load company details', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return company;
}

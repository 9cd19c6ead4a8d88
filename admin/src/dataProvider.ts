import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { errorMessage } from './api/client';
import { categoryForm } from './categories/categoryFormData';
import { productForm } from './products/productFormData';
import { readStoredToken } from '@satchel/shared/web';
import { sendMultipart } from './upload/sendMultipart';

/** react-admin's resources are the product's paths (/admin/category…); the API names them in the plural. */
export const API_RESOURCES: Record<string, string> = {
  category: 'categories',
  product: 'products',
  order: 'orders',
  customer: 'customers',
  'legal-pages': 'legal-pages',
};

const API_BASE = '/api/admin';

/** Resources whose forms carry files: their create and update go as multipart. */
const MULTIPART_FORMS: Record<string, (data: Record<string, unknown>, previous?: Record<string, unknown>) => FormData> =
  {
    category: categoryForm,
    product: productForm,
  };

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readStoredToken();
  try {
    return await fetchUtils.fetchJson(
      url,
      token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options,
    );
  } catch (error) {
    // NestJS lists field problems in an array: one sentence reads better in a notification.
    if (error instanceof HttpError)
      throw new HttpError(errorMessage(error.body, error.message), error.status, error.body);
    throw error;
  }
}

const simpleRest = simpleRestProvider(API_BASE, httpClient);

const apiName = (resource: string) => API_RESOURCES[resource] ?? resource;

export const dataProvider: DataProvider = {
  getList: (resource, params) => simpleRest.getList(apiName(resource), params),
  getOne: (resource, params) => simpleRest.getOne(apiName(resource), params),
  getMany: (resource, params) => simpleRest.getMany(apiName(resource), params),
  getManyReference: (resource, params) => simpleRest.getManyReference(apiName(resource), params),
  updateMany: (resource, params) => simpleRest.updateMany(apiName(resource), params),
  deleteMany: (resource, params) => simpleRest.deleteMany(apiName(resource), params),
  delete: (resource, params) => simpleRest.delete(apiName(resource), params),
  async create(resource, params) {
    const form = MULTIPART_FORMS[resource];
    if (!form) return simpleRest.create(apiName(resource), params);
    return { data: await sendMultipart('POST', `${API_BASE}/${apiName(resource)}`, form(params.data)) };
  },
  async update(resource, params) {
    const form = MULTIPART_FORMS[resource];
    if (!form) return simpleRest.update(apiName(resource), params);
    const url = `${API_BASE}/${apiName(resource)}/${encodeURIComponent(String(params.id))}`;
    return { data: await sendMultipart('PUT', url, form(params.data, params.previousData)) };
  },
};

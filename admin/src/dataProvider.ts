import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { api } from './api/client';
import { apiHttpError } from './api/httpError';
import { categoryForm } from './categories/categoryFormData';
import { productForm } from './products/productFormData';
import { sendMultipart } from './upload/sendMultipart';
import { inviteBody, memberUpdateBody } from './team/teamRules';
import { webhookCreateBody, webhookUpdateBody } from './webhooks/webhookRules';
import { discountCodeBody, discountCodeUpdateBody } from './discount-codes/discountCodeRules';
import { stepBody } from './returns/returnRules';

/** react-admin's resources are the product's paths (/admin/category…); the API names them in the plural. */
export const API_RESOURCES: Record<string, string> = {
  category: 'categories',
  product: 'products',
  order: 'orders',
  customer: 'customers',
  'legal-pages': 'legal-pages',
  webhooks: 'webhooks',
  'discount-codes': 'discount-codes',
  returns: 'returns',
  team: 'team',
  'audit-log': 'audit-log',
};

const API_BASE = '/api/admin';

/** react-admin's list query, as the API reads it: `sort`, `range` and `filter`, each JSON. */
interface ListQuery {
  filter?: string;
  range?: string;
  sort?: string;
}

/** What a call of the typed client resolves to (openapi-fetch's FetchResponse, loosely). */
interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** react-admin hands over records untyped; the API validates every body it is sent. */
type Body = never;
type LegalPageSlug = 'privacy-policy' | 'terms-conditions';

/**
 * The calls each resource has, on the typed client: the paths and their parameters are checked
 * against openapi.yaml when the admin is built. A resource lacks the calls its API lacks.
 */
interface ResourceCalls {
  list(query: ListQuery, signal?: AbortSignal): Promise<Answer>;
  one(id: Identifier, signal?: AbortSignal): Promise<Answer>;
  create?(body: Body): Promise<Answer>;
  /** `previous`: the record as the form loaded it, for resources that send only what changed. */
  update?(id: Identifier, body: Body, previous?: Body): Promise<Answer>;
  remove?(id: Identifier): Promise<Answer>;
}

const RESOURCES: Record<string, ResourceCalls> = {
  category: {
    list: (query, signal) => api.GET('/api/admin/categories', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/categories/{id}', { params: { path: { id: Number(id) } }, signal }),
    remove: (id) => api.DELETE('/api/admin/categories/{id}', { params: { path: { id: Number(id) } } }),
  },
  product: {
    list: (query, signal) => api.GET('/api/admin/products', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/products/{id}', { params: { path: { id: Number(id) } }, signal }),
    remove: (id) => api.DELETE('/api/admin/products/{id}', { params: { path: { id: Number(id) } } }),
  },
  order: {
    list: (query, signal) => api.GET('/api/admin/orders', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/orders/{id}', { params: { path: { id: Number(id) } }, signal }),
    update: (id, body) => api.PUT('/api/admin/orders/{id}', { params: { path: { id: Number(id) } }, body }),
  },
  customer: {
    list: (query, signal) => api.GET('/api/admin/customers', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/customers/{id}', { params: { path: { id: Number(id) } }, signal }),
  },
  'legal-pages': {
    list: (query, signal) => api.GET('/api/admin/legal-pages', { params: { query }, signal }),
    one: (id, signal) =>
      api.GET('/api/admin/legal-pages/{id}', { params: { path: { id: id as LegalPageSlug } }, signal }),
    create: (body) => api.POST('/api/admin/legal-pages', { body }),
    update: (id, body) =>
      api.PUT('/api/admin/legal-pages/{id}', { params: { path: { id: id as LegalPageSlug } }, body }),
    remove: (id) => api.DELETE('/api/admin/legal-pages/{id}', { params: { path: { id: id as LegalPageSlug } } }),
  },
  webhooks: {
    list: (query, signal) => api.GET('/api/admin/webhooks', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/webhooks/{id}', { params: { path: { id: Number(id) } }, signal }),
    // The form's fields only: the record also holds its id, failure count and dates, which the API refuses.
    create: (body) => api.POST('/api/admin/webhooks', { body: webhookCreateBody(body) }),
    update: (id, body, previous) =>
      api.PUT('/api/admin/webhooks/{id}', {
        params: { path: { id: Number(id) } },
        body: webhookUpdateBody(body, previous),
      }),
    remove: (id) => api.DELETE('/api/admin/webhooks/{id}', { params: { path: { id: Number(id) } } }),
  },
  'discount-codes': {
    list: (query, signal) => api.GET('/api/admin/discount-codes', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/discount-codes/{id}', { params: { path: { id: Number(id) } }, signal }),
    // The form's fields only: the record also holds its id, counts and dates, which the API refuses.
    create: (body) => api.POST('/api/admin/discount-codes', { body: discountCodeBody(body) }),
    update: (id, body, previous) =>
      api.PUT('/api/admin/discount-codes/{id}', {
        params: { path: { id: Number(id) } },
        body: discountCodeUpdateBody(body, previous),
      }),
    remove: (id) => api.DELETE('/api/admin/discount-codes/{id}', { params: { path: { id: Number(id) } } }),
  },
  returns: {
    list: (query, signal) => api.GET('/api/admin/returns', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/returns/{id}', { params: { path: { id: Number(id) } }, signal }),
    // A step's own fields only (status, note, restock, refund).
    update: (id, body) =>
      api.PUT('/api/admin/returns/{id}', { params: { path: { id: Number(id) } }, body: stepBody(body) }),
  },
  team: {
    list: (query, signal) => api.GET('/api/admin/team', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/team/{id}', { params: { path: { id: Number(id) } }, signal }),
    create: (body) => api.POST('/api/admin/team', { body: inviteBody(body) }),
    update: (id, body, previous) =>
      api.PUT('/api/admin/team/{id}', { params: { path: { id: Number(id) } }, body: memberUpdateBody(body, previous) }),
    remove: (id) => api.DELETE('/api/admin/team/{id}', { params: { path: { id: Number(id) } } }),
  },
  'audit-log': {
    list: (query, signal) => api.GET('/api/admin/audit-log', { params: { query }, signal }),
    one: (id, signal) => api.GET('/api/admin/audit-log/{id}', { params: { path: { id: Number(id) } }, signal }),
  },
};

/** Resources whose forms carry files: their create and update go as multipart. */
const MULTIPART_FORMS: Record<string, (data: Record<string, unknown>, previous?: Record<string, unknown>) => FormData> =
  {
    category: categoryForm,
    product: productForm,
  };

/** The multipart fields the forms name otherwise (see categoryForm, productForm), for the API's field problems. */
const MULTIPART_FIELDS: Record<string, Record<string, string>> = {
  category: { media: 'uploads' },
  product: { productName: 'name', productVariants: 'variants' },
};

/** A multipart API field as its form names it: `productVariants.0.stock` is the form's `variants.0.stock`. */
function formFieldOf(resource: string) {
  return (field: string) => {
    const [head, ...rest] = field.split('.');
    return [MULTIPART_FIELDS[resource]?.[head] ?? head, ...rest].join('.');
  };
}

function callsOf(resource: string): ResourceCalls {
  const calls = RESOURCES[resource];
  if (!calls) throw new Error(`The back office has no resource "${resource}".`);
  return calls;
}

function call<K extends keyof ResourceCalls>(resource: string, name: K): NonNullable<ResourceCalls[K]> {
  const fn = callsOf(resource)[name];
  if (!fn) throw new Error(`The API cannot ${name} ${API_RESOURCES[resource] ?? resource}.`);
  return fn as NonNullable<ResourceCalls[K]>;
}

/**
 * The record an answer carries, or react-admin's HttpError with one readable message (NestJS may
 * list several) and the problems the API ties to fields, which the form shows on them (apiHttpError).
 */
async function record<T>(answer: Promise<Answer>): Promise<T> {
  const { data, error, response } = await answer;
  if (error !== undefined || !response.ok) {
    throw apiHttpError(error, response.status, response.statusText || 'Something went wrong');
  }
  return data as T;
}

/** A page of records and the total from `Content-Range: categories 0-24/42`. */
async function page(answer: Promise<Answer>): Promise<{ data: RaRecord[]; total: number }> {
  const settled = await answer;
  const data = await record<RaRecord[]>(Promise.resolve(settled));
  const total = Number(settled.response.headers.get('Content-Range')?.split('/').pop());
  if (!Number.isFinite(total)) throw new HttpError('The list came without its total (Content-Range).', 500);
  return { data, total };
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * react-admin's data provider on the typed API client: lists speak the API's simple-rest query
 * (`sort`, `range`, `filter`), and forms with files go as multipart with upload progress.
 */
export const dataProvider: DataProvider = {
  getList(resource, { pagination, sort, filter, signal }) {
    const { page: number = 1, perPage = 10 } = pagination ?? {};
    const { field = 'id', order = 'ASC' } = sort ?? {};
    const query = {
      filter: json(filter ?? {}),
      range: json([(number - 1) * perPage, number * perPage - 1]),
      sort: json([field, order]),
    };
    return page(call(resource, 'list')(query, signal)) as never;
  },
  getOne: async (resource, { id, signal }) => ({ data: await record(call(resource, 'one')(id, signal)) }),
  async getMany(resource, { ids, signal }) {
    const { data } = await page(call(resource, 'list')({ filter: json({ id: ids }) }, signal));
    return { data } as never;
  },
  getManyReference: (resource, { target, id, pagination, sort, filter, signal }) =>
    dataProvider.getList(resource, { pagination, sort, filter: { ...filter, [target]: id }, signal }),
  async create(resource, { data }) {
    const form = MULTIPART_FORMS[resource];
    if (form) {
      const url = `${API_BASE}/${API_RESOURCES[resource]}`;
      return { data: await sendMultipart('POST', url, form(data), formFieldOf(resource)) };
    }
    return { data: await record(call(resource, 'create')(data as Body)) };
  },
  async update(resource, { id, data, previousData }) {
    const form = MULTIPART_FORMS[resource];
    if (form) {
      const url = `${API_BASE}/${API_RESOURCES[resource]}/${encodeURIComponent(String(id))}`;
      return { data: await sendMultipart('PUT', url, form(data, previousData), formFieldOf(resource)) };
    }
    return { data: await record(call(resource, 'update')(id, data as Body, previousData as Body)) };
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => record(call(resource, 'update')(id, data as Body))));
    return { data: ids };
  },
  delete: async (resource, { id }) => ({ data: await record(call(resource, 'remove')(id)) }),
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => record(call(resource, 'remove')(id))));
    return { data: ids };
  },
};

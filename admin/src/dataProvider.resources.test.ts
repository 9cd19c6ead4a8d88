import { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';
import { admin, answerWith, calledPath, storeSessionOf } from './test-utils';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const calledUrl = (fetch: jest.SpyInstance) => calledPath(fetch.mock.calls.at(-1)?.[0]);

describe("the data provider's resource names", () => {
  it.each([
    ['category', '/api/admin/categories/4'],
    ['product', '/api/admin/products/4'],
    ['order', '/api/admin/orders/4'],
    ['customer', '/api/admin/customers/4'],
    ['legal-pages', '/api/admin/legal-pages/4'],
    ['webhooks', '/api/admin/webhooks/4'],
  ])('reads %s from %s', async (resource, url) => {
    const fetch = answerWith(200, { id: 4 });
    await dataProvider.getOne(resource, { id: 4 });
    expect(calledUrl(fetch)).toBe(url);
  });

  it('deletes a product at its API path and hands back the deleted record', async () => {
    storeSessionOf(admin);
    const fetch = answerWith(200, { id: 4, name: 'Tote' });
    const { data } = await dataProvider.delete('product', { id: 4, previousData: { id: 4 } });
    expect(data).toEqual({ id: 4, name: 'Tote' });
    expect(calledUrl(fetch)).toBe('/api/admin/products/4');
    expect((fetch.mock.calls[0][0] as Request).method).toBe('DELETE');
  });

  it('filters products by category and reads several categories by id', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response('[]', { headers: { 'Content-Type': 'application/json', 'Content-Range': 'products 0-0/0' } }),
        ),
      );
    await dataProvider.getList('product', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'tote', categoryId: 3 },
    });
    expect(calledUrl(fetch)).toBe(
      '/api/admin/products?filter={"q":"tote","categoryId":3}&range=[20,29]&sort=["createdAt","DESC"]',
    );

    await dataProvider.getMany('category', { ids: [1, 2] });
    expect(calledUrl(fetch)).toBe('/api/admin/categories?filter={"id":[1,2]}');
  });
});

describe("the data provider's errors", () => {
  it('keeps a single message, the status (for checkError) and the body', async () => {
    const body = { statusCode: 409, message: 'Handbags still has subcategories.', error: 'Conflict' };
    answerWith(409, body);
    const error = await dataProvider.delete('category', { id: 1, previousData: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Handbags still has subcategories.', status: 409, body });
  });

  it('answers a 401 with status 401, so react-admin signs the admin out', async () => {
    answerWith(401, { statusCode: 401, message: 'Unauthorized' });
    await expect(dataProvider.getOne('order', { id: 1 })).rejects.toMatchObject({ status: 401 });
  });
});

describe('category saves as multipart', () => {
  /** Records the one request sent and answers it with the record as saved. */
  function answerUpload() {
    const sent: { method?: string; url?: string; form?: FormData } = {};
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = class {
      status = 200;
      responseText = '{"id":3,"name":"Totes"}';
      upload = {};
      onload?: () => void;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader() {}
      send(form: FormData) {
        sent.form = form;
        this.onload?.();
      }
    };
    return sent;
  }
  const realXhr = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('replaces the image: the new file as media, the old upload id in deletedUploadIds', async () => {
    const sent = answerUpload();
    const before = {
      id: 3,
      name: 'Totes',
      slug: 'totes',
      description: '',
      parentId: 1,
      uploads: [{ id: 30, url: '/uploads/t.png', filename: 't.png' }],
    };
    const picked = new File(['png'], 'new.png', { type: 'image/png' });

    const { data } = await dataProvider.update('category', {
      id: 3,
      data: { ...before, uploads: [{ rawFile: picked, src: 'blob:new', title: 'new.png' }] },
      previousData: before,
    });

    expect(data).toEqual({ id: 3, name: 'Totes' });
    expect([sent.method, sent.url]).toEqual(['PUT', '/api/admin/categories/3']);
    expect([...sent.form!.keys()].sort()).toEqual([
      'deletedUploadIds',
      'description',
      'gstRule',
      'hsnCode',
      'media',
      'name',
      'parentId',
    ]);
    expect(sent.form!.get('deletedUploadIds')).toBe('[30]');
    expect(sent.form!.get('media')).toBe(picked);
  });
});

import { dataProvider } from './dataProvider';
import { admin, calledPath, ScriptedXhr, storeSessionOf } from './test-utils';
import { getUploadProgress } from './upload/uploadProgressStore';

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = ScriptedXhr;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  localStorage.clear();
  jest.restoreAllMocks();
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
    );
}

describe('the back office data provider', () => {
  it("maps the product's resource names to /api/admin and reads the total from Content-Range", async () => {
    storeSessionOf(admin);
    const fetch = answer(200, [{ id: 1, name: 'Bags' }], { 'Content-Range': 'categories 0-0/1' });
    const { data, total } = await dataProvider.getList('category', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ba' },
    });
    expect(data).toEqual([{ id: 1, name: 'Bags' }]);
    expect(total).toBe(1);
    const request = fetch.mock.calls[0][0] as Request;
    expect(calledPath(request)).toBe('/api/admin/categories?filter={"q":"ba"}&range=[0,24]&sort=["name","ASC"]');
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("turns NestJS's list of field problems into one readable message, keeping the status", async () => {
    answer(400, { statusCode: 400, message: ['Please write the page content.', 'Title is too long.'] });
    await expect(
      dataProvider.update('legal-pages', { id: 'privacy-policy', data: { content: '' }, previousData: { id: 'x' } }),
    ).rejects.toMatchObject({ message: 'Please write the page content. Title is too long.', status: 400 });
  });

  it('sends a product as multipart with progress, and a refusal as a readable HttpError', async () => {
    storeSessionOf(admin);
    const creating = dataProvider.create('product', {
      data: { name: 'Tote', categoryId: 3, variants: [], images: [] },
    });
    const xhr = ScriptedXhr.last;
    xhr.progress(50, 200);
    expect(getUploadProgress()).toBe(25);
    xhr.answer(201, { id: 5, name: 'Tote' });
    expect((await creating).data).toEqual({ id: 5, name: 'Tote' });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/products');
    expect(xhr.headers.Authorization).toBe('Bearer admin-token');
    expect(xhr.sent?.get('productName')).toBe('Tote');
    expect(getUploadProgress()).toBeNull();

    const updating = dataProvider.update('product', {
      id: 5,
      data: { name: 'Tote', categoryId: 3 },
      previousData: { id: 5 },
    });
    ScriptedXhr.last.answer(409, { statusCode: 409, message: 'A product named "Tote" already exists.' });
    await expect(updating).rejects.toMatchObject({ status: 409, message: 'A product named "Tote" already exists.' });
    expect(ScriptedXhr.last.method).toBe('PUT');
    expect(ScriptedXhr.last.url).toBe('/api/admin/products/5');
  });
});

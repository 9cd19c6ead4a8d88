import { dataProvider } from './dataProvider';
import { admin, storeSessionOf } from './test-utils';
import { getUploadProgress } from './upload/uploadProgress';

afterEach(() => {
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

/** A stand-in XMLHttpRequest that reports upload progress, then answers. */
class FakeXhr {
  static last: FakeXhr;
  static progressSeen: (number | null)[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | undefined;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor(private readonly reply: { status: number; body: unknown }) {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    FakeXhr.progressSeen.push(getUploadProgress());
    this.status = this.reply.status;
    this.responseText = JSON.stringify(this.reply.body);
    this.onload?.();
  }
}

function fakeXhr(status: number, body: unknown) {
  FakeXhr.progressSeen = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = function () {
    return new FakeXhr({ status, body });
  };
}

describe('the back office data provider', () => {
  it("maps SPEC's resource names to /api/admin and reads the total from Content-Range", async () => {
    storeSessionOf(admin);
    const fetch = answer(200, [{ id: 1, name: 'Bags' }], { 'Content-Range': 'categories 0-0/1' });
    const { data, total } = await dataProvider.getList('category', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ba' },
    });
    expect(data).toEqual([{ id: 1, name: 'Bags' }]);
    expect(total).toBe(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(decodeURIComponent(url)).toBe('/api/admin/categories?filter={"q":"ba"}&range=[0,24]&sort=["name","ASC"]');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it("turns NestJS's list of field problems into one readable message, keeping the status", async () => {
    answer(400, { statusCode: 400, message: ['Please write the page content.', 'Title is too long.'] });
    await expect(
      dataProvider.update('legal-pages', { id: 'privacy-policy', data: { content: '' }, previousData: { id: 'x' } }),
    ).rejects.toMatchObject({ message: 'Please write the page content. Title is too long.', status: 400 });
  });

  it('sends a product as multipart with progress, and a refusal as a readable HttpError', async () => {
    storeSessionOf(admin);
    fakeXhr(201, { id: 5, name: 'Tote' });
    const created = await dataProvider.create('product', {
      data: { name: 'Tote', categoryId: 3, variants: [], images: [] },
    });
    expect(created.data).toEqual({ id: 5, name: 'Tote' });
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/admin/products');
    expect(FakeXhr.last.headers.Authorization).toBe('Bearer admin-token');
    expect(FakeXhr.last.body?.get('productName')).toBe('Tote');
    expect(FakeXhr.progressSeen).toEqual([25]);
    expect(getUploadProgress()).toBeNull();

    fakeXhr(409, { statusCode: 409, message: 'A product named "Tote" already exists.' });
    await expect(
      dataProvider.update('product', { id: 5, data: { name: 'Tote', categoryId: 3 }, previousData: { id: 5 } }),
    ).rejects.toMatchObject({ status: 409, message: 'A product named "Tote" already exists.' });
    expect(FakeXhr.last.method).toBe('PUT');
    expect(FakeXhr.last.url).toBe('/api/admin/products/5');
  });
});

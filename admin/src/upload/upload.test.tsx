import { act, render, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { admin, ScriptedXhr, storeSessionOf } from '../test-utils';
import { asPickedImages, newFiles, removedIds, sendMultipart } from './sendMultipart';
import { UploadProgress } from './UploadProgress';
import { getUploadProgress, setUploadProgress } from './uploadProgressStore';

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = ScriptedXhr;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  localStorage.clear();
  act(() => setUploadProgress(null));
});

describe('sendMultipart', () => {
  it('sends the form with the bearer token and reports progress until the answer comes', async () => {
    storeSessionOf(admin);
    const form = new FormData();
    form.set('name', 'Totes');

    const saved = sendMultipart('PUT', '/api/admin/categories/3', form);
    const xhr = ScriptedXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual([
      'PUT',
      '/api/admin/categories/3',
      'Bearer admin-token',
    ]);
    expect(xhr.sent?.get('name')).toBe('Totes');
    expect(getUploadProgress()).toBe(0);
    xhr.progress(1, 3);
    expect(getUploadProgress()).toBe(33);
    xhr.progress(3, 3);
    expect(getUploadProgress()).toBe(100);
    xhr.answer(200, { id: 3, name: 'Totes' });

    await expect(saved).resolves.toEqual({ id: 3, name: 'Totes' });
    expect(getUploadProgress()).toBeNull();
  });

  it("rejects a refusal with react-admin's HttpError: readable message, status and body", async () => {
    storeSessionOf(admin);
    const saved = sendMultipart('POST', '/api/admin/products', new FormData());
    const body = { statusCode: 400, message: ['Please fill Product Name', 'Please select Category'], error: 'Bad' };
    ScriptedXhr.last.answer(400, body, 'Bad Request');

    const error = await saved.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Please fill Product Name Please select Category', status: 400, body });
    expect(getUploadProgress()).toBeNull();
    // A 400 is no reason to sign out.
    expect(localStorage.getItem('authToken')).toBe('admin-token');
  });

  it('forgets the session on a 401, so authProvider.checkError sends the admin to the login page', async () => {
    storeSessionOf(admin);
    const saved = sendMultipart('POST', '/api/admin/categories', new FormData());
    ScriptedXhr.last.answer(401, { statusCode: 401, message: 'Unauthorized' });

    await expect(saved).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('rejects a dropped connection with status 0 and clears the bar', async () => {
    const saved = sendMultipart('POST', '/api/admin/categories', new FormData());
    expect(ScriptedXhr.last.headers.Authorization).toBeUndefined();
    ScriptedXhr.last.onerror?.();

    await expect(saved).rejects.toMatchObject({ status: 0 });
    expect(getUploadProgress()).toBeNull();
  });
});

describe('picked and stored pictures', () => {
  const file = new File(['png'], 'new.png', { type: 'image/png' });

  it('keeps only newly picked files to upload', () => {
    expect(
      newFiles([
        { id: 4, src: '/a.png' },
        { rawFile: file, src: 'blob:x', title: 'new.png' },
      ]),
    ).toEqual([file]);
    expect(newFiles({ rawFile: file })).toEqual([file]);
    expect(newFiles(undefined)).toEqual([]);
  });

  it('lists the stored pictures the form no longer holds', () => {
    const before = [{ id: 4 }, { id: 5 }, { id: 6 }];
    expect(removedIds(before, [{ id: 5, src: '/b.png' }, { rawFile: file }])).toEqual([4, 6]);
    expect(removedIds(before, before)).toEqual([]);
    expect(removedIds(undefined, [])).toEqual([]);
  });

  it('shows stored pictures by their url and name, new ones as react-admin made them', () => {
    const picked = { rawFile: file, src: 'blob:x', title: 'new.png' };
    expect(asPickedImages([{ id: 4, url: '/uploads/a.png', filename: 'a.png', width: 10 }, picked])).toEqual([
      { id: 4, src: '/uploads/a.png', title: 'a.png' },
      picked,
    ]);
  });
});

describe('<UploadProgress/>', () => {
  it('shows a determinate bar with the percentage only while an upload runs', () => {
    render(<UploadProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => setUploadProgress(42));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();

    act(() => setUploadProgress(null));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('leaves the page-wide bar out while a form shows its own, so there is one bar', () => {
    act(() => setUploadProgress(10));
    const { rerender } = render(
      <>
        <UploadProgress />
        <UploadProgress inline />
      </>,
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);

    rerender(<UploadProgress />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByText('Uploading… 10%')).toBeInTheDocument();
  });
});

import { HttpError } from 'react-admin';
import { apiHttpError } from '../api/httpError';
import { clearStoredSession, readStoredToken } from '@satchel/shared/web';
import { setUploadProgress } from './uploadProgressStore';

/**
 * Sends a multipart form with the admin's token, reporting upload progress to <UploadProgress/>.
 * A refusal rejects with react-admin's HttpError carrying the API's message in readable form, and
 * its field problems under the names `formField` gives them (apiHttpError).
 */
export function sendMultipart<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  formField?: (apiField: string) => string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setUploadProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      setUploadProgress(null);
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      if (request.status === 401 && token) clearStoredSession();
      reject(apiHttpError(body, request.status, request.statusText || 'Something went wrong', formField));
    };
    request.onerror = () => {
      setUploadProgress(null);
      reject(new HttpError('The upload failed: check the connection and try again.', 0));
    };
    setUploadProgress(0);
    request.send(form);
  });
}

/** A file react-admin's <ImageInput> holds: new ones carry `rawFile`. */
export interface PickedFile {
  rawFile?: File;
  src?: string;
  title?: string;
}

export function newFiles(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((item: PickedFile) => (item?.rawFile instanceof File ? [item.rawFile] : []));
}

/** The ids of a record's stored pictures the form no longer holds (to delete on save). */
export function removedIds(before: unknown, now: unknown): number[] {
  const ids = (value: unknown) =>
    (Array.isArray(value) ? value : []).flatMap((item: { id?: unknown; rawFile?: unknown }) =>
      !item?.rawFile && typeof item?.id === 'number' ? [item.id] : [],
    );
  const kept = new Set(ids(now));
  return ids(before).filter((id) => !kept.has(id));
}

/** How stored pictures ({id, url, filename}) and new ones ({rawFile, src, title}) show in <ImageInput>. */
export function asPickedImages(value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map(
    (item: { id?: number; url?: string; filename?: string; rawFile?: File; src?: string; title?: string }) =>
      item.rawFile ? item : { id: item.id, src: item.url ?? item.src, title: item.filename ?? item.title },
  );
}

/** A validator for how many pictures a form holds, kept and new together. */
export function picturesBetween(min: number, max: number, tooFew: string, tooMany: string) {
  return (value: unknown): string | undefined => {
    const count = Array.isArray(value) ? value.length : value ? 1 : 0;
    if (count < min) return tooFew;
    if (count > max) return tooMany;
    return undefined;
  };
}

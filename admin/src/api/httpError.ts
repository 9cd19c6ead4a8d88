import { HttpError } from 'react-admin';
import { errorMessage } from './client';

/**
 * react-admin's HttpError for an API refusal: the API's message in readable form and, when the
 * API ties problems to fields (ErrorResponseDto.fields), those as `body.errors`, which react-admin's
 * forms put on the fields. Their message also goes as `root.serverError`, the toast react-admin
 * shows for an invalid form, so a problem with a field the form does not have is still read.
 * `formField` names an API field as the form does, where the two differ.
 */
export function apiHttpError(
  body: unknown,
  status: number,
  fallback: string,
  formField: (apiField: string) => string = (field) => field,
): HttpError {
  const message = errorMessage(body, fallback);
  const fields = (body as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object' || !Object.keys(fields).length) return new HttpError(message, status, body);
  const errors = Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).map(([field, problem]) => [formField(field), String(problem)]),
  );
  return new HttpError(message, status, { ...(body as object), errors: { ...errors, root: { serverError: message } } });
}

/** Whether a failed save's problems are on its form's fields (react-admin then says so itself). */
export function hasFieldErrors(error: unknown): boolean {
  const errors = (error as { body?: { errors?: unknown } } | null | undefined)?.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

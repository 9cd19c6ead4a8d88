import { ClassConstructor, plainToInstance, Transform } from 'class-transformer';
import { refuseUnsafeInput } from './validation';

/**
 * Multipart forms carry every field as text. These turn that text into what the DTO declares
 * before validation; text that cannot be read is passed on unchanged, so validation refuses it.
 */

/** '12' → 12; '' or 'null' → null (a form's way of saying "none"). */
export const FormInteger = () =>
  Transform(({ value }) => {
    if (value === undefined || value === null || typeof value === 'number') return value;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '' || text === 'null' || text === 'undefined') return null;
    return /^-?\d+$/.test(text) ? Number(text) : value;
  });

/** '18' or '0.25' → the number; '' or 'null' → null. */
export const FormNumber = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '' || text === 'null' || text === 'undefined') return null;
    return /^\d+(\.\d+)?$/.test(text) ? Number(text) : value;
  });

/**
 * '[1, 2]' → [1, 2]; '' → undefined. With `type`, objects become instances of it, so nested
 * validation applies (class-transformer runs @Transform after @Type, too late for text).
 */
export const FormJson = (type?: ClassConstructor<object>) =>
  Transform(({ value }) => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      if (value.trim() === '') return undefined;
      try {
        parsed = JSON.parse(value);
      } catch {
        return value;
      }
      // The text was checked as text; what its escapes (\u0000, \ud800) and nesting make is checked here.
      refuseUnsafeInput(parsed);
    }
    if (!type || typeof parsed !== 'object' || parsed === null) return parsed;
    return Array.isArray(parsed)
      ? parsed.map((item: unknown) => (typeof item === 'object' && item !== null ? plainToInstance(type, item) : item))
      : plainToInstance(type, parsed);
  });

/** 'true'/'false' → booleans. */
export const FormBoolean = () =>
  Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

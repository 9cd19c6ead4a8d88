import { Transform } from 'class-transformer';

/** Trims strings and treats a blank optional field as absent (forms send '' for "not given"). */
export const TrimToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Trims surrounding whitespace of a string field. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** "1 order", "3 orders": a count with its noun in the right number (English, as the shop's copy). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Text's length as PostgreSQL counts a varchar's, and JSON Schema a `maxLength`: in code points.
 * validator.js's `isLength` (class-validator's Length and MaxLength) leaves out a U+FE0E or U+FE0F
 * after a character, and JavaScript's `length` counts UTF-16 units. Passwords are counted the same
 * way, as NIST SP 800-63B (5.1.1.2) counts them.
 */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

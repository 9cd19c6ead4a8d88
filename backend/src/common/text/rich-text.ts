import sanitizeHtml from 'sanitize-html';

/**
 * Cleans admin-written rich text (descriptions, legal pages) once, when it is saved, so every
 * reader gets safe HTML: a small set of formatting tags, links only to http(s) and mailto, and
 * nothing that runs (no scripts, styles, event handlers or frames).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
    allowedAttributes: { a: ['href', 'title', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
    disallowedTagsMode: 'discard',
  }).trim();
}

/**
 * Rich text as one line of plain text, cut at a word to at most `max` characters (a meta
 * description). Block ends become spaces; sanitize-html leaves only &, <, > and " escaped.
 */
export function plainTextOf(html: string, max: number): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

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

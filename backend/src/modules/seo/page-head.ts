import type { Thing, WithContext } from 'schema-dts';
import { escapeHtml } from '../../common/text/escape-html';

/** What a storefront page tells crawlers and link previews before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute (none for a page that does not exist). */
  canonicalUrl?: string;
  /** Open Graph's type: a product page, or any other page. */
  type: 'product' | 'website';
  siteName: string;
  image?: { url: string; width?: number; height?: number; alt: string };
  /** A product's price for Open Graph's product namespace. */
  price?: { amount: string; currency: 'INR' };
  jsonLd: WithContext<Thing>[];
  /** A page that does not exist (a 404): crawlers keep it out of their index. */
  noindex?: boolean;
}

/**
 * The storefront's index.html with this page's head: its own title and description in place of
 * the built ones, and the canonical address, Open Graph, Twitter and JSON-LD added. Every value is
 * escaped; JSON-LD cannot end its script element, as `<` is written `\u003c`.
 */
export function withHead(template: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | number | undefined) =>
    content === undefined || content === ''
      ? []
      : [`<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`];
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    ...(head.noindex ? [`<meta name="robots" content="noindex" />`] : []),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    ...meta('property', 'og:type', head.type),
    ...meta('property', 'og:site_name', head.siteName),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonicalUrl),
    ...meta('property', 'og:image', head.image?.url),
    ...meta('property', 'og:image:width', head.image?.width),
    ...meta('property', 'og:image:height', head.image?.height),
    ...meta('property', 'og:image:alt', head.image?.alt),
    ...meta('property', 'product:price:amount', head.price?.amount),
    ...meta('property', 'product:price:currency', head.price?.currency),
    ...meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', head.image?.url),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    ),
  ];
  const bare = template.replace(/<title>[^<]*<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const end = bare.search(/<\/head>/i);
  if (end < 0) throw new Error('the storefront index.html has no </head>');
  return `${bare.slice(0, end)}  ${tags.join('\n    ')}\n  ${bare.slice(end)}`;
}

/** The content of the built page's own description, the shop's default. */
export function templateDescription(template: string): string {
  const content = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(template)?.[1] ?? '';
  return content.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => HTML_ENTITIES[name]);
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

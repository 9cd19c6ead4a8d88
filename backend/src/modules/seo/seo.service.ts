import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { escapeHtml } from '../../common/text/escape-html';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Where crawlers may not go: the back office, the API, the operators' pages and a shopper's own pages. */
const PRIVATE_PATHS = ['/admin', '/api', '/ops', '/myaccount', '/cart', '/checkout'];

interface PageRow {
  path: string;
  lastmod: Date;
}

/** robots.txt and the sitemap of every category and product page, for search engines. */
@Injectable()
export class SeoService {
  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** How many sitemap files the shop's pages fill. */
  async pageCount(): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select (select count(*) from categories) + (select count(*) from products) + 1 as n`,
    );
    return Math.max(1, Math.ceil(Number(row.n) / SITEMAP_PAGE_SIZE));
  }

  /** `/sitemap.xml`: the pages themselves when they fit one file, else an index of `/sitemap-{n}.xml`. */
  async sitemap(): Promise<string> {
    const pages = await this.pageCount();
    if (pages === 1) return this.sitemapPage(1);
    const entries = Array.from(
      { length: pages },
      (_, i) => `  <sitemap><loc>${escapeHtml(`${this.config.publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }

  /** Page `page` (from 1) of the home page, the category pages and the product pages, in that order. */
  async sitemapPage(page: number): Promise<string> {
    const rows = await this.em.execute<PageRow[]>(
      `select path, lastmod from (
         select 0 as kind, 0 as id, '/' as path,
                greatest((select max(updated_at) from products), (select max(updated_at) from categories), now() - interval '1 day') as lastmod
         union all
         select 1, id, '/category/' || slug, updated_at from categories
         union all
         select 2, id, '/product/' || name, updated_at from products
       ) pages
       order by kind, id
       limit ? offset ?`,
      [SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE],
    );
    const urls = rows.map(({ path, lastmod }) => {
      // Product names and category slugs are their pages' addresses, URL-encoded (docs/product.md
      // §2): a sitemap's locations are escaped URLs, 'हैंडबैग' included.
      const prefix = ['/product/', '/category/'].find((start) => path.startsWith(start));
      const location = prefix ? prefix + encodeURIComponent(path.slice(prefix.length)) : path;
      return `  <url><loc>${escapeHtml(this.config.publicUrl + location)}</loc><lastmod>${new Date(lastmod).toISOString()}</lastmod></url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}

import { Module } from '@nestjs/common';
import { CachedPages } from '../../infra/cache/cached-pages';
import { CompanyModule } from '../company/company.module';
import { ProductsModule } from '../products/products.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';
import { StorefrontPagesController } from './storefront-pages.controller';
import { StorefrontPagesService } from './storefront-pages.service';

/**
 * Routes served at the site's root, outside the /api prefix (app.ts). Not '/', which would take
 * every route out of the prefix: the front door hands the home page to Nest as /home.
 */
export const ROOT_ROUTES = [
  'robots.txt',
  'sitemap.xml',
  'sitemap-:page.xml',
  'home',
  'category/:slug',
  'product/:name',
];

/** The storefront paths of the pages this module writes (the last three ROOT_ROUTES, and /). */
const PAGES_WITH_HEAD = [/^\/(home\/?)?$/i, /^\/(category|product)\/[^/]+\/?$/i];

/** What search engines and link previews read: robots.txt, the sitemap, and storefront pages' heads. */
@Module({
  imports: [ProductsModule, CompanyModule],
  controllers: [SeoController, StorefrontPagesController],
  providers: [SeoService, StorefrontPagesService],
})
export class SeoModule {
  constructor(pages: CachedPages) {
    pages.register(...PAGES_WITH_HEAD);
  }
}

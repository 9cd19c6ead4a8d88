import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CachedPages } from '../../infra/cache/cached-pages';
import { CatalogueCache } from '../../infra/cache/catalogue-cache';
import { weakEtag } from '../../infra/web/encoded-body';
import { ALWAYS_REVALIDATE } from '../../infra/web/web-apps';
import { Public } from '../../common/http/access';
import { StorefrontPage, StorefrontPagesService } from './storefront-pages.service';

const HTML = 'text/html; charset=utf-8';
const PAGE = { 'text/html': { schema: { type: 'string' } } };
const PAGE_HEAD =
  'The storefront app with its <head> filled for the page: title, meta description, canonical URL, Open Graph and Twitter tags, and JSON-LD';

/**
 * The storefront pages with a head of their own, outside the /api prefix (app.ts). Only cache
 * misses reach here: the front door answers the pages the catalogue cache holds, and this keeps
 * each page it writes there, as CachedRead does for API answers. Other storefront paths are the
 * built index.html as it is (WebApps).
 */
@ApiTags('seo')
@Public()
@Controller()
export class StorefrontPagesController {
  constructor(
    private readonly pages: StorefrontPagesService,
    private readonly cache: CatalogueCache,
    private readonly cachedPages: CachedPages,
  ) {}

  @Get('home')
  @ApiOperation({
    summary: 'The home page',
    description: `Served at / (the front door hands / to this route). ${PAGE_HEAD} (Organization and WebSite from the company details).`,
  })
  @ApiOkResponse({ description: 'The page', content: PAGE })
  homePage(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send(request, response, () => this.pages.home());
  }

  @Get('category/:slug')
  @ApiOperation({ summary: 'A category page', description: `${PAGE_HEAD} (BreadcrumbList).` })
  @ApiOkResponse({ description: 'The page', content: PAGE })
  @ApiNotFoundResponse({ description: 'No such category: the app’s not-found page, noindex', content: PAGE })
  categoryPage(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send(request, response, () => this.pages.category(slug));
  }

  @Get('product/:name')
  @ApiOperation({
    summary: 'A product page',
    description: `${PAGE_HEAD} (Product with Offer or AggregateOffer in INR and availability from stock, BreadcrumbList), the product’s picture in og:image.`,
  })
  @ApiOkResponse({ description: 'The page', content: PAGE })
  @ApiNotFoundResponse({ description: 'No such product: the app’s not-found page, noindex', content: PAGE })
  productPage(@Param('name') name: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send(request, response, () => this.pages.product(name));
  }

  private async send(
    request: Request,
    response: Response,
    render: () => Promise<StorefrontPage | undefined>,
  ): Promise<void> {
    const ticket = this.cache.ticket();
    const page = await render();
    if (!page) throw new NotFoundException('The storefront is not built');
    const html = Buffer.from(page.html);
    const etag = weakEtag(html);
    response.status(page.status).setHeader('Content-Type', HTML).setHeader('Cache-Control', ALWAYS_REVALIDATE);
    response.setHeader('ETag', etag).vary('Accept-Encoding');
    const key = this.cachedPages.cacheKey(request.path);
    if (page.status === 200 && key) {
      const options = { etag, exactStock: false, contentType: HTML, cacheControl: ALWAYS_REVALIDATE };
      this.cache.store(key, ticket, html, options).catch(() => undefined);
    }
    response.send(html);
  }
}

import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CatalogueCache } from '../../infra/cache/catalogue-cache';
import { weakEtag } from '../../infra/web/encoded-body';
import { ALWAYS_REVALIDATE, pageCacheKey } from '../../infra/web/web-apps';
import { Public } from '../auth/auth.decorators';
import { StorefrontPage, StorefrontPagesService } from './storefront-pages.service';

const HTML = 'text/html; charset=utf-8';

/**
 * The storefront pages with a head of their own, outside the /api prefix (app.ts). Only cache
 * misses reach here: the front door answers the pages the catalogue cache holds, and this keeps
 * each page it writes there, as CachedRead does for API answers. Other storefront paths are the
 * built index.html as it is (WebApps).
 */
@ApiExcludeController()
@Public()
@Controller()
export class StorefrontPagesController {
  constructor(
    private readonly pages: StorefrontPagesService,
    private readonly cache: CatalogueCache,
  ) {}

  @Get('home')
  home(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send(request, response, () => this.pages.home());
  }

  @Get('category/:slug')
  category(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send(request, response, () => this.pages.category(slug));
  }

  @Get('product/:name')
  product(@Param('name') name: string, @Req() request: Request, @Res() response: Response): Promise<void> {
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
    const key = pageCacheKey(request.path);
    if (page.status === 200 && key) {
      const options = { etag, exactStock: false, contentType: HTML, cacheControl: ALWAYS_REVALIDATE };
      this.cache.store(key, ticket, html, options).catch(() => undefined);
    }
    response.send(html);
  }
}

import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/http/access';
import { SeoService } from './seo.service';

/** For crawlers, at the site's root (outside /api; see app.ts). */
const TEXT = { schema: { type: 'string' } };

@ApiTags('seo')
@Public()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('robots.txt')
  @ApiOperation({
    summary: 'Rules for crawlers',
    description: 'Allows the shop; disallows /admin, /api, /ops, /myaccount, /cart and /checkout; names the sitemap.',
  })
  @ApiOkResponse({ description: 'robots.txt', content: { 'text/plain': TEXT } })
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robots();
  }

  @Get('sitemap.xml')
  @ApiOperation({
    summary: 'The sitemap',
    description:
      'Every category and product page with its lastmod (sitemaps.org urlset). Past 50,000 pages, a sitemap index of /sitemap-{page}.xml.',
  })
  @ApiOkResponse({ description: 'A urlset, or a sitemapindex', content: { 'application/xml': TEXT } })
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  sitemap(): Promise<string> {
    return this.seo.sitemap();
  }

  @Get('sitemap-:page.xml')
  @ApiOperation({ summary: 'One page of a sitemap split by the index', description: 'Up to 50,000 pages each.' })
  @ApiParam({ name: 'page', schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ description: 'A urlset', content: { 'application/xml': TEXT } })
  @ApiNotFoundResponse({ description: 'No such page' })
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async sitemapPage(@Param('page') page: string): Promise<string> {
    const number = /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 0;
    if (!number || number > (await this.seo.pageCount())) throw new NotFoundException('Sitemap not found');
    return this.seo.sitemapPage(number);
  }
}

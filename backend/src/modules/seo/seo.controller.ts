import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { SeoService } from './seo.service';

/** For crawlers, at the site's root (outside /api; see app.ts). */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robots();
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  sitemap(): Promise<string> {
    return this.seo.sitemap();
  }

  @Get('sitemap-:page.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async sitemapPage(@Param('page') page: string): Promise<string> {
    const number = /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 0;
    if (!number || number > (await this.seo.pageCount())) throw new NotFoundException('Sitemap not found');
    return this.seo.sitemapPage(number);
  }
}

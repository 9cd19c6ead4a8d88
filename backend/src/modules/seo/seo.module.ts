import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

/** What search engines read: robots.txt and the sitemap. */
@Module({ controllers: [SeoController], providers: [SeoService] })
export class SeoModule {}

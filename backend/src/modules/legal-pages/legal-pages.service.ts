import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RecordNotFoundError } from '../../common/errors/domain-errors';
import { sanitizeRichText } from '../../common/text/rich-text';
import { SaveLegalPageDto } from './dto/legal-page.dto';
import { LEGAL_PAGE_SLUGS, LEGAL_PAGE_TITLES, LegalPage, type LegalPageSlug } from './legal-page.entity';

@Injectable()
export class LegalPagesService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<LegalPage[]> {
    return this.em.find(LegalPage, {}, { orderBy: { slug: 'asc' } });
  }

  async get(slug: string): Promise<LegalPage> {
    const page = await this.em.findOne(LegalPage, { slug: slug as LegalPage['slug'] });
    if (!page) throw new RecordNotFoundError('Page not found');
    return page;
  }

  /** Creates the page of that slug, or replaces its title and content. */
  async save(input: SaveLegalPageDto): Promise<{ page: LegalPage; created: boolean }> {
    const existing = await this.em.findOne(LegalPage, { slug: input.slug });
    const page = existing ?? this.em.create(LegalPage, { slug: input.slug, title: '', content: '' });
    page.title = input.title || existing?.title || LEGAL_PAGE_TITLES[input.slug];
    page.content = sanitizeRichText(input.content);
    await this.em.flush();
    return { page, created: !existing };
  }

  /** Deletes the admin's text of a page, so the storefront shows the built-in text again. */
  async delete(slug: LegalPageSlug): Promise<LegalPage> {
    const page = await this.get(slug);
    await this.em.remove(page).flush();
    return page;
  }

  /** Both pages, each the admin's or (never written) an empty one with its usual title. */
  async everyPage(): Promise<(LegalPage | UnwrittenPage)[]> {
    const written = new Map((await this.list()).map((page) => [page.slug, page]));
    return LEGAL_PAGE_SLUGS.map((slug) => written.get(slug) ?? unwritten(slug));
  }
}

export interface UnwrittenPage {
  slug: LegalPageSlug;
  title: string;
  content: '';
  updatedAt: null;
}

export function unwritten(slug: LegalPageSlug): UnwrittenPage {
  return { slug, title: LEGAL_PAGE_TITLES[slug], content: '', updatedAt: null };
}

import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Audited } from '../audit/audited';

export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms-conditions'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
export const LEGAL_PAGE_TITLES: Record<LegalPageSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms and Conditions',
};

/** An admin-edited policy page; the storefront shows its fixed text until there is one. */
@Audited({ entity: 'legal-page', idProperty: 'slug' })
@Entity({ tableName: 'legal_pages' })
export class LegalPage {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 50, unique: 'legal_pages_slug_unique' })
  slug!: LegalPageSlug;

  /** Sanitized HTML. */
  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

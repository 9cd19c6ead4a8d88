import { Checks, MaxChars } from '../../../common/http/validation';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Trim } from '../../../common/http/transforms';
import { LEGAL_PAGE_SLUGS, LegalPage, type LegalPageSlug } from '../legal-page.entity';

/**
 * A page to create or replace, found by its slug. the product's editor sends the whole page back, so
 * id, createdAt and updatedAt are accepted and ignored.
 */
export class SaveLegalPageDto {
  @ApiProperty({ enum: LEGAL_PAGE_SLUGS })
  @IsIn(LEGAL_PAGE_SLUGS, { message: `slug must be one of ${LEGAL_PAGE_SLUGS.join(', ')}` })
  slug!: LegalPageSlug;

  @ApiPropertyOptional({ example: 'Privacy Policy', description: "Defaults to the page's usual title" })
  @Trim()
  @Checks(IsOptional(), IsString(), MaxChars(200, { message: 'Title must be at most 200 characters.' }))
  title?: string;

  @ApiProperty({ description: 'HTML; sanitized when saved' })
  @Checks(
    IsString({ message: 'Please write the page content.' }),
    IsNotEmpty({ message: 'Please write the page content.' }),
    MaxChars(200_000, { message: 'The page is too long (at most 200000 characters).' }),
  )
  content!: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Ignored' })
  @IsOptional()
  id?: unknown;

  @ApiPropertyOptional({ type: 'string', format: 'date-time', description: 'Ignored' })
  @IsOptional()
  createdAt?: unknown;

  @ApiPropertyOptional({ type: 'string', format: 'date-time', description: 'Ignored' })
  @IsOptional()
  updatedAt?: unknown;
}

export class LegalPageDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Privacy Policy' })
  title!: string;

  @ApiProperty({ enum: LEGAL_PAGE_SLUGS })
  slug!: LegalPageSlug;

  @ApiProperty({ description: 'Sanitized HTML' })
  content!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt!: Date;

  static of(page: LegalPage): LegalPageDto {
    const { id, title, slug, content, createdAt, updatedAt } = page;
    return { id, title, slug, content, createdAt, updatedAt };
  }
}

/** A policy page as the back office edits it: its slug is its id, and it exists before it is written. */
export class AdminLegalPageDto {
  @ApiProperty({ enum: LEGAL_PAGE_SLUGS, description: 'The slug' })
  id!: LegalPageSlug;

  @ApiProperty({ enum: LEGAL_PAGE_SLUGS })
  slug!: LegalPageSlug;

  @ApiProperty({ example: 'Privacy Policy' })
  title!: string;

  @ApiProperty({ description: 'Sanitized HTML; empty while the storefront shows the built-in text' })
  content!: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Null when never written' })
  updatedAt!: Date | null;

  static of(page: Pick<LegalPage, 'slug' | 'title' | 'content'> & { updatedAt: Date | null }): AdminLegalPageDto {
    const { slug, title, content, updatedAt } = page;
    return { id: slug, slug, title, content, updatedAt };
  }
}

/** react-admin sends the whole record back: only the title and content are taken. */
export class AdminLegalPageUpdateDto extends PickType(SaveLegalPageDto, ['title', 'content'] as const) {
  @Allow() id?: unknown;
  @Allow() slug?: unknown;
  @Allow() updatedAt?: unknown;
}

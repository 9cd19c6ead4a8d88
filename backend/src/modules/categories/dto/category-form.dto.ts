import { Transform } from 'class-transformer';
import {
  CATEGORY_MESSAGES,
  CATEGORY_NAME,
  categoryName,
  type GstRule,
  MAX_CATEGORY_NAME_LENGTH,
} from '@satchel/shared';
import { Checks, IsGstRule, IsHsnCode, MaxChars } from '../../../common/http/validation';
import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Min } from 'class-validator';
import { FormInteger, FormJson } from '../../../common/http/multipart-fields';

export const CATEGORY_NAME_REQUIRED = CATEGORY_MESSAGES.nameRequired;

/** The text fields of the category form (multipart, with the image in `media`). */
export class CategoryFormDto {
  @ApiProperty({ example: 'Totes', description: 'Letters (with their marks), digits and spaces' })
  @Transform(({ value }) => (typeof value === 'string' ? categoryName(value) : value))
  @Checks(
    IsString({ message: CATEGORY_NAME_REQUIRED }),
    IsNotEmpty({ message: CATEGORY_NAME_REQUIRED }),
    MaxChars(MAX_CATEGORY_NAME_LENGTH, { message: CATEGORY_MESSAGES.nameTooLong }),
    Matches(CATEGORY_NAME, { message: CATEGORY_MESSAGES.nameCharacters }),
  )
  name!: string;

  @ApiPropertyOptional({ example: 'Roomy everyday bags with two handles' })
  @Checks(IsOptional(), IsString(), MaxChars(5000, { message: 'Description must be at most 5000 characters.' }))
  description?: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'The parent category; empty for a top level one',
  })
  @FormInteger()
  @Checks(IsOptional(), IsInt({ message: 'parentId must be a category id' }))
  parentId?: number | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: '4202',
    description: "The HSN code of its products (and its sub-categories'), unless they name their own; empty for none",
  })
  @Checks(IsOptional(), IsHsnCode())
  hsnCode?: string | null;

  @ApiPropertyOptional({
    type: 'string',
    example: '[{"upTo": 2500, "rate": 5}, {"upTo": null, "rate": 18}]',
    description:
      "JSON: the GST rule of its products (and its sub-categories'), unless they have their own rate: slabs by the price of one unit in rupees, rising, the last with upTo null; a flat rate is one slab. null for none",
  })
  @FormJson()
  @Checks(IsOptional(), IsGstRule())
  gstRule?: GstRule | null;

  @ApiPropertyOptional({
    type: 'string',
    example: '[12]',
    description: 'JSON list of upload ids to remove from the category',
  })
  @FormJson()
  @Checks(
    IsOptional(),
    IsArray({ message: 'deletedUploadIds must be a JSON list of ids' }),
    ArrayMaxSize(20),
    IsInt({ each: true, message: 'deletedUploadIds must be a JSON list of ids' }),
    Min(1, { each: true, message: 'deletedUploadIds must be a JSON list of ids' }),
  )
  deletedUploadIds?: number[];
}

/** How the form looks in the contract: its fields plus the image file. */
export class CategoryFormSchema extends CategoryFormDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'The category image (exactly one in all)' })
  media?: unknown;
}

import { PageLimitField, PageNumberField } from '../../../common/http/paging';
import { Checks, MaxChars } from '../../../common/http/validation';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';
import { Trim } from '../../../common/http/transforms';
import { DEFAULT_PAGE_SIZE, MAX_CATEGORY_SLUG_LENGTH, MAX_SIZE_LENGTH } from '@satchel/shared';
import { MAX_RUPEES } from '../pricing';

export const PRODUCT_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export class PageQueryDto {
  @PageNumberField({ default: 1 })
  page: number = 1;

  @PageLimitField()
  limit: number = DEFAULT_PAGE_SIZE;
}

/** The listing screen's filters and sort orders (docs/product.md §4, §5), applied by the server. */
export class ProductFacetsQueryDto {
  @ApiPropertyOptional({ description: 'A category slug; its subcategories are included', example: 'handbags' })
  @Checks(IsOptional(), IsString(), MaxChars(MAX_CATEGORY_SLUG_LENGTH))
  category?: string;
}

export class ProductListQueryDto extends IntersectionType(PageQueryDto, ProductFacetsQueryDto) {
  @ApiPropertyOptional({ description: 'Lowest charged price of the first variant, in rupees', maximum: MAX_RUPEES })
  @Type(() => Number)
  @Checks(
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'minPrice must be a number' }),
    Min(0, { message: 'minPrice must be 0 or more' }),
    Max(MAX_RUPEES, { message: `minPrice must be at most ${MAX_RUPEES}` }),
  )
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Highest charged price of the first variant, in rupees', maximum: MAX_RUPEES })
  @Type(() => Number)
  @Checks(
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'maxPrice must be a number' }),
    Min(0, { message: 'maxPrice must be 0 or more' }),
    Max(MAX_RUPEES, { message: `maxPrice must be at most ${MAX_RUPEES}` }),
  )
  maxPrice?: number;

  @ApiPropertyOptional({ description: 'Products with a variant of this size', example: 'M' })
  @Trim()
  @Checks(IsOptional(), IsString(), MaxChars(MAX_SIZE_LENGTH))
  size?: string;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'recommended' })
  @Checks(IsOptional(), IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }))
  sort: ProductSort = 'recommended';
}

export class ProductSearchQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Words to look for; empty lists the first products', example: 'leather tote' })
  @Checks(IsOptional(), IsString(), MaxChars(200, { message: 'q must be at most 200 characters' }))
  q?: string;
}

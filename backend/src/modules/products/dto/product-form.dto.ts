import { Checks } from '../../../common/http/validation';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { FormBoolean, FormInteger, FormJson } from '../../../common/http/multipart-fields';
import { Trim } from '../../../common/http/transforms';
import { MAX_RUPEES } from '../pricing';

export const PRODUCT_NAME_REQUIRED = 'Please fill Product Name';
export const CATEGORY_REQUIRED = 'Please select Category';
export const DISCOUNT_ABOVE_ORIGINAL = 'Discount Price cannot be greater than Original Price';
/** A colour name (letters, spaces, hyphens) or a 3- or 6-digit hex code. */
export const COLOR = /^(#?[0-9a-fA-F]{3}|#?[0-9a-fA-F]{6}|[\p{L}][\p{L} -]{0,39})$/u;
export const HEX_COLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const PRICE = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
const PRICE_FORMAT = 'Prices must be amounts in rupees with at most 2 decimals.';

/** One variant as the product form sends it; an `id` keeps (and edits) an existing variant. */
export class VariantInputDto {
  @ApiPropertyOptional({ description: 'An existing variant of this product to keep and edit' })
  @Checks(IsOptional(), IsInt({ message: 'Variant id must be a number.' }))
  id?: number;

  @ApiPropertyOptional({ description: 'The version of that variant the form was loaded from' })
  @Checks(IsOptional(), IsInt({ message: 'Variant version must be a number.' }))
  version?: number;

  @ApiProperty({ example: 'M' })
  @Trim()
  @Checks(
    IsString({ message: 'Please fill the size of every variant.' }),
    IsNotEmpty({ message: 'Please fill the size of every variant.' }),
    MaxLength(20, { message: 'Size must be at most 20 characters.' }),
  )
  size!: string;

  @ApiProperty({
    example: 'Tan',
    description: 'A colour name, or a hex code such as #7b3f00 (which also sets colorHexCode)',
  })
  @Trim()
  @Checks(
    IsString({ message: 'Please fill the color of every variant.' }),
    IsNotEmpty({ message: 'Please fill the color of every variant.' }),
    Matches(COLOR, { message: 'Color must be a colour name or a hex code such as #7b3f00.' }),
  )
  color!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: '#d2b48c', description: 'Swatch for a named colour' })
  @Checks(IsOptional(), Matches(HEX_COLOR, { message: 'colorHexCode must be a hex code such as #7b3f00.' }))
  colorHexCode?: string | null;

  @ApiProperty({ example: 12, minimum: 0 })
  @Checks(
    IsInt({ message: 'Stock must be a whole number of 0 or more.' }),
    Min(0, { message: 'Stock must be a whole number of 0 or more.' }),
    Max(1_000_000, { message: 'Stock must be at most 1000000.' }),
  )
  stock!: number;

  @ApiProperty({ example: 2499, description: 'List price (MRP) in rupees' })
  @Checks(
    IsDefined({ message: 'Original Price is required.' }),
    IsNumber(PRICE, { message: PRICE_FORMAT }),
    Min(0.01, { message: 'Original Price is required.' }),
    Max(MAX_RUPEES, { message: 'Prices must be below ₹1,00,00,000.' }),
  )
  originalPrice!: number;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    example: 1999,
    description: 'Selling price in rupees; null or 0 for none',
  })
  @Checks(
    IsOptional(),
    IsNumber(PRICE, { message: PRICE_FORMAT }),
    Min(0, { message: PRICE_FORMAT }),
    Max(MAX_RUPEES, { message: 'Prices must be below ₹1,00,00,000.' }),
  )
  discountPrice?: number | null;
}

/** The text fields of the product form (multipart, with its new files in `images`). */
export class ProductFormDto {
  @ApiPropertyOptional({ type: 'integer', description: 'SPEC §7: POST with an id updates that product' })
  @FormInteger()
  @Checks(IsOptional(), IsInt({ message: 'id must be a product id' }))
  id?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'The version the form was loaded from: an edit from an older version answers 409',
  })
  @FormInteger()
  @Checks(IsOptional(), IsInt({ message: 'version must be a number' }))
  version?: number;

  @ApiProperty({ example: 'Aarav Leather Tote' })
  @Trim()
  @Checks(
    IsString({ message: PRODUCT_NAME_REQUIRED }),
    IsNotEmpty({ message: PRODUCT_NAME_REQUIRED }),
    MaxLength(200, { message: 'Product Name must be at most 200 characters.' }),
    Matches(/^[^/\\?#%]+$/, { message: 'Product Name cannot contain / \\ ? # or %.' }),
  )
  productName!: string;

  @ApiProperty({ type: 'integer', description: 'The deepest chosen category' })
  @FormInteger()
  @Checks(IsInt({ message: CATEGORY_REQUIRED }), Min(1, { message: CATEGORY_REQUIRED }))
  categoryId!: number;

  @ApiPropertyOptional({ description: 'HTML; sanitized when saved' })
  @Checks(IsOptional(), IsString(), MaxLength(20_000, { message: 'Description must be at most 20000 characters.' }))
  description?: string;

  @ApiPropertyOptional({ type: 'boolean' })
  @FormBoolean()
  @Checks(IsOptional(), IsBoolean({ message: 'isBestSeller must be true or false' }))
  isBestSeller?: boolean;

  @ApiProperty({
    type: 'string',
    description: 'JSON list of VariantInput, in display order',
    example: '[{"size":"M","color":"Tan","stock":12,"originalPrice":2499,"discountPrice":1999}]',
  })
  @FormJson(VariantInputDto)
  @Checks(
    IsArray({ message: 'Please add at least one variant.' }),
    ArrayMinSize(1, { message: 'Please add at least one variant.' }),
    ArrayMaxSize(50, { message: 'A product can have at most 50 variants.' }),
    ValidateNested({ each: true }),
  )
  productVariants!: VariantInputDto[];

  @ApiPropertyOptional({ type: 'string', example: '[3, 4]', description: 'JSON list of image ids to remove' })
  @FormJson()
  @Checks(
    IsOptional(),
    IsArray({ message: 'deletedImageIds must be a JSON list of ids' }),
    ArrayMaxSize(50),
    IsInt({ each: true, message: 'deletedImageIds must be a JSON list of ids' }),
  )
  deletedImageIds?: number[];
}

/** How the form looks in the contract: its fields plus the image files. */
export class ProductFormSchema extends ProductFormDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'New images; with the kept ones, 1 to 10 in all',
  })
  images?: unknown[];
}

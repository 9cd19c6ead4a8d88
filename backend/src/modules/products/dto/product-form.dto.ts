import { Checks, IsGstRate, IsHsnCode, IsRupees, MaxChars } from '../../../common/http/validation';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { FormBoolean, FormInteger, FormJson, FormNumber } from '../../../common/http/multipart-fields';
import { Trim } from '../../../common/http/transforms';
import {
  COLOR,
  HEX_COLOR,
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_RUPEES,
  MAX_SIZE_LENGTH,
  MAX_STOCK,
  MAX_VARIANTS,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_CHARACTERS,
} from '@satchel/shared';

const M = PRODUCT_MESSAGES;

/** One variant as the product form sends it; an `id` keeps (and edits) an existing variant. */
export class VariantInputDto {
  @ApiPropertyOptional({ description: 'An existing variant of this product to keep and edit' })
  @Checks(IsOptional(), IsInt({ message: 'Variant id must be a number.' }))
  id?: number;

  @ApiPropertyOptional({
    description: 'The version of that variant the form was loaded from; required with an id (400 without)',
  })
  @Checks(IsOptional(), IsInt({ message: 'Variant version must be a number.' }))
  version?: number;

  @ApiProperty({ example: 'M' })
  @Trim()
  @Checks(
    IsString({ message: M.sizeRequired }),
    IsNotEmpty({ message: M.sizeRequired }),
    MaxChars(MAX_SIZE_LENGTH, { message: M.sizeTooLong }),
  )
  size!: string;

  @ApiProperty({
    example: 'Tan',
    description: 'A colour name, or a hex code such as #7b3f00 (which also sets colorHexCode)',
  })
  @Trim()
  @Checks(
    IsString({ message: M.colorRequired }),
    IsNotEmpty({ message: M.colorRequired }),
    Matches(COLOR, { message: M.colorFormat }),
  )
  color!: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: '#d2b48c',
    description: 'The shade of a named colour’s swatch; without it, the name’s own (Cognac, Navy…)',
  })
  @Checks(IsOptional(), Matches(HEX_COLOR, { message: M.hexFormat }))
  colorHexCode?: string | null;

  @ApiProperty({ example: 12, minimum: 0 })
  @Checks(
    IsInt({ message: M.stockFormat }),
    Min(0, { message: M.stockFormat }),
    Max(MAX_STOCK, { message: M.stockTooLarge }),
  )
  stock!: number;

  @ApiProperty({ example: 2499, description: 'List price (MRP) in rupees' })
  @Checks(
    IsDefined({ message: M.originalPriceRequired }),
    IsRupees({ message: M.priceFormat }),
    Min(0.01, { message: M.originalPriceRequired }),
    Max(MAX_RUPEES, { message: M.priceTooLarge }),
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
    IsRupees({ message: M.priceFormat }),
    Min(0, { message: M.priceFormat }),
    Max(MAX_RUPEES, { message: M.priceTooLarge }),
  )
  discountPrice?: number | null;

  // A size as read (VariantDto) may be sent back as it is: what the API works out is ignored.
  @ApiPropertyOptional({ description: 'Ignored: worked out from originalPrice and discountPrice' })
  @IsOptional()
  price?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: worked out from originalPrice and discountPrice' })
  @IsOptional()
  percentOff?: unknown;
}

/** The text fields of the product form (multipart, with its new files in `images`). */
export class ProductFormDto {
  @ApiPropertyOptional({ type: 'integer', description: 'docs/product.md §7: POST with an id updates that product' })
  @FormInteger()
  @Checks(IsOptional(), IsInt({ message: 'id must be a product id' }))
  id?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    description:
      'The version the form was loaded from: required for an edit (400 without); an edit from an older version answers 409',
  })
  @FormInteger()
  @Checks(IsOptional(), IsInt({ message: 'version must be a number' }))
  version?: number;

  @ApiProperty({ example: 'Aarav Leather Tote' })
  @Trim()
  @Checks(
    IsString({ message: M.nameRequired }),
    IsNotEmpty({ message: M.nameRequired }),
    MaxChars(MAX_PRODUCT_NAME_LENGTH, { message: M.nameTooLong }),
    Matches(PRODUCT_NAME_CHARACTERS, { message: M.nameCharacters }),
  )
  productName!: string;

  @ApiProperty({ type: 'integer', description: 'The deepest chosen category' })
  @FormInteger()
  @Checks(IsInt({ message: M.categoryRequired }), Min(1, { message: M.categoryRequired }))
  categoryId!: number;

  @ApiPropertyOptional({ description: 'HTML; sanitized when saved' })
  @Checks(IsOptional(), IsString(), MaxChars(MAX_DESCRIPTION_LENGTH, { message: M.descriptionTooLong }))
  description?: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: '4202',
    description: "Its own HSN code; empty or null takes its category's",
  })
  @Checks(IsOptional(), IsHsnCode())
  hsnCode?: string | null;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    example: 18,
    description: "Its own GST rate in percent, whatever its price; empty or null takes its category's rule",
  })
  @FormNumber()
  @Checks(IsOptional(), IsGstRate())
  gstRate?: number | null;

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
    IsArray({ message: M.variantsRequired }),
    ArrayMinSize(1, { message: M.variantsRequired }),
    ArrayMaxSize(MAX_VARIANTS, { message: M.variantsTooMany }),
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

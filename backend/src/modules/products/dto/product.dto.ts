import { basisPointsToRate } from '@satchel/shared';
import { ApiProperty, PickType } from '@nestjs/swagger';
import { CategoryDto } from '../../categories/dto/category.dto';
import { ImageDto } from '../../media/upload.dto';
import { chargedPaise, paiseToRupees, percentOff } from '../pricing';
import { ProductImage } from '../product-image.entity';
import { ProductVariant } from '../product-variant.entity';
import { Product } from '../product.entity';

export class VariantDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'M' })
  size!: string;

  @ApiProperty({ example: 'Tan' })
  color!: string;

  @ApiProperty({
    example: '#d2b48c',
    description:
      'The swatch, always set: a hex typed as the colour, else the one chosen, else the colour name’s (grey for a name the shop does not know)',
  })
  colorHexCode!: string;

  @ApiProperty({ example: 12 })
  stock!: number;

  @ApiProperty({ example: 3, description: 'Moves on with every change of this size, stock included' })
  version!: number;

  @ApiProperty({ example: 2499, description: 'List price (MRP) in rupees' })
  originalPrice!: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 1999,
    description: 'Selling price in rupees, when discounted',
  })
  discountPrice!: number | null;

  @ApiProperty({ example: 1999, description: 'What one unit is sold for, in rupees: the discount price, else the MRP' })
  price!: number;

  @ApiProperty({ example: 20, description: 'Percent off the MRP, rounded; 0 when not discounted' })
  percentOff!: number;

  static of(variant: ProductVariant): VariantDto {
    return {
      id: variant.id,
      size: variant.size,
      color: variant.color,
      colorHexCode: variant.colorHexCode,
      stock: variant.stock,
      version: variant.version,
      originalPrice: paiseToRupees(variant.originalPricePaise),
      discountPrice: variant.discountPricePaise === null ? null : paiseToRupees(variant.discountPricePaise),
      price: paiseToRupees(chargedPaise(variant)),
      percentOff: percentOff(variant),
    };
  }
}

/** A product image: the product's {id, uploadId, url} plus size and renditions for srcset. */
export class ProductImageDto extends ImageDto {
  @ApiProperty({ description: 'The upload id (the image id is `id`)' })
  uploadId!: number;

  static ofImage(image: ProductImage): ProductImageDto {
    return { ...ImageDto.of(image.upload), id: image.id, uploadId: image.upload.id };
  }
}

/** The product's category, as much of it as a product card needs. */
export class ProductCategoryDto extends PickType(CategoryDto, ['id', 'name', 'slug'] as const) {}

export class ProductDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Aarav Leather Tote' })
  name!: string;

  @ApiProperty()
  isBestSeller!: boolean;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '4202',
    description: "Its own HSN code; null: its category's",
  })
  hsnCode!: string | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 18,
    description: "Its own GST rate (percent); null: its category's rule",
  })
  gstRate!: number | null;

  @ApiProperty({ description: 'Sanitized HTML' })
  description!: string;

  @ApiProperty({ type: ProductCategoryDto })
  category!: ProductCategoryDto;

  @ApiProperty()
  categoryId!: number;

  @ApiProperty({ type: [ProductImageDto] })
  images!: ProductImageDto[];

  @ApiProperty({ type: [VariantDto], description: 'In display order; the first one sets the listing price' })
  variants!: VariantDto[];

  @ApiProperty({
    example: 2,
    description: 'Moves on with every save; send it back with an edit (optimistic concurrency)',
  })
  version!: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt!: Date;

  /** Expects category, variants and images.upload loaded. */
  static of(product: Product): ProductDto {
    return {
      id: product.id,
      name: product.name,
      isBestSeller: product.isBestSeller,
      hsnCode: product.hsnCode,
      gstRate: product.gstRateBp === null ? null : basisPointsToRate(product.gstRateBp),
      description: product.description,
      category: { id: product.category.id, name: product.category.name, slug: product.category.slug },
      categoryId: product.category.id,
      images: product.images.getItems().map(ProductImageDto.ofImage),
      variants: product.variants.getItems().map(VariantDto.of),
      version: product.version,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    };
  }
}

export class PaginationDto {
  @ApiProperty({ example: 48 })
  totalItems!: number;

  @ApiProperty({ example: 1 })
  currentPage!: number;

  @ApiProperty({ example: 20 })
  limit!: number;

  @ApiProperty({ example: 3 })
  totalPages!: number;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductDto] })
  data!: ProductDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}

/** What a listing's filters can offer: the price range and the sizes of the products it holds. */
export class ProductFacetsDto {
  @ApiProperty({ example: 48, description: 'Products in the listing' })
  count!: number;

  @ApiProperty({ example: 499, description: "Lowest listing price (the first variant's charged price), in rupees" })
  minPrice!: number;

  @ApiProperty({ example: 12999, description: 'Highest listing price, in rupees' })
  maxPrice!: number;

  @ApiProperty({ type: [String], example: ['S', 'M', 'L'], description: 'Every size on offer, most common first' })
  sizes!: string[];
}

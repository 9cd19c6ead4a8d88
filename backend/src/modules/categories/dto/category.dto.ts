import { gstRuleOf } from '@satchel/shared';
import { ApiProperty } from '@nestjs/swagger';
import { ImageDto } from '../../media/upload.dto';
import { Category } from '../category.entity';

/** A category's image in the product's `uploads` shape, with its URL and renditions. */
export class CategoryUploadDto extends ImageDto {}

/** One slab of a GST rule: units priced at most `upTo` rupees (null: any price above the slab before) pay `rate` percent. */
export class GstSlabDto {
  @ApiProperty({ type: 'number', nullable: true, example: 2500 })
  upTo!: number | null;

  @ApiProperty({ example: 5 })
  rate!: number;
}

export class CategoryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Totes' })
  name!: string;

  @ApiProperty({ example: 'totes' })
  slug!: string;

  @ApiProperty({ description: 'Sanitized HTML' })
  description!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  parentId!: number | null;

  @ApiProperty({ type: [CategoryUploadDto], description: 'The category image (none or one)' })
  uploads!: CategoryUploadDto[];

  static of(category: Category): CategoryDto {
    return {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      parentId: category.parent?.id ?? null,
      uploads: category.image ? [ImageDto.of(category.image)] : [],
    };
  }
}

/** A category as the back office edits it: with the HSN code and GST rule its products take. */
export class AdminCategoryDto extends CategoryDto {
  @ApiProperty({ type: 'string', nullable: true, example: '4202', description: 'The HSN code of its products' })
  hsnCode!: string | null;

  @ApiProperty({
    type: [GstSlabDto],
    nullable: true,
    description:
      'The GST rule of its products: slabs by unit price (rupees), rising, the last open-ended; null for none',
  })
  gstRule!: GstSlabDto[] | null;

  static override of(category: Category): AdminCategoryDto {
    return {
      ...CategoryDto.of(category),
      hsnCode: category.hsnCode,
      gstRule: category.gstRule && gstRuleOf(category.gstRule),
    };
  }
}

/** A node of the category tree. */
export class CategoryNodeDto extends CategoryDto {
  @ApiProperty({ type: () => [CategoryNodeDto] })
  subCategories!: CategoryNodeDto[];
}

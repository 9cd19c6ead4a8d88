import { ApiProperty } from '@nestjs/swagger';
import { ImageDto } from '../../media/upload.dto';
import { Category } from '../category.entity';

/** A category's image in the product's `uploads` shape, with its URL and renditions. */
export class CategoryUploadDto extends ImageDto {}

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

/** A node of the category tree. */
export class CategoryNodeDto extends CategoryDto {
  @ApiProperty({ type: () => [CategoryNodeDto] })
  subCategories!: CategoryNodeDto[];
}

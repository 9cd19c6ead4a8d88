import { ApiProperty } from '@nestjs/swagger';
import { ProductDto } from '../../products/dto/product.dto';

export class WishlistItemDto {
  @ApiProperty()
  productId!: number;

  @ApiProperty({ type: ProductDto, description: 'The product with its variants and images' })
  product!: ProductDto;

  @ApiProperty({ type: 'string', format: 'date-time' })
  addedAt!: Date;
}

export class WishlistDto {
  @ApiProperty({ description: "The wishlist's id (each customer has one, numbered as the account)" })
  id!: number;

  @ApiProperty()
  userId!: number;

  @ApiProperty({ type: [WishlistItemDto], description: 'Most recently added first' })
  items!: WishlistItemDto[];
}

import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { WishlistController } from './wishlist.controller';
import { WishlistService } from './wishlist.service';

/** Products a customer keeps for later. */
@Module({
  imports: [ProductsModule],
  controllers: [WishlistController],
  providers: [WishlistService],
})
export class WishlistModule {}

import { Module } from '@nestjs/common';
import { WishlistController } from './wishlist.controller';
import { WishlistService } from './wishlist.service';

/** Products a customer keeps for later. */
@Module({
  controllers: [WishlistController],
  providers: [WishlistService],
})
export class WishlistModule {}

import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/http/id-param';
import { RawJson } from '../../common/http/raw-json';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { CurrentUser, CustomersOnly } from '../../common/http/access';
import { User } from '../users/user.entity';
import { WishlistDto } from './dto/wishlist.dto';
import { WishlistService } from './wishlist.service';

export const ADMIN_WISHLIST_REFUSAL = 'Admins cannot add products to wishlist';

@ApiTags('wishlist')
@CustomersOnly(ADMIN_WISHLIST_REFUSAL)
@Controller('wishlist')
export class WishlistController {
  constructor(private readonly wishlists: WishlistService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in customer's wishlist", operationId: 'getWishlist' })
  @ApiOkResponse({ type: WishlistDto })
  get(@CurrentUser() user: User): Promise<RawJson<WishlistDto>> {
    return this.wishlists.wishlist(user);
  }

  @Post(':productId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a product to the wishlist (again is harmless)', operationId: 'addToWishlist' })
  @ApiOkResponse({ type: WishlistDto })
  @ApiErrors(404)
  add(@CurrentUser() user: User, @IdParam('productId') productId: number): Promise<RawJson<WishlistDto>> {
    return this.wishlists.add(user, productId);
  }

  @Delete(':productId')
  @ApiOperation({ summary: 'Remove a product from the wishlist', operationId: 'removeFromWishlist' })
  @ApiOkResponse({ type: WishlistDto })
  @ApiErrors(404)
  remove(@CurrentUser() user: User, @IdParam('productId') productId: number): Promise<RawJson<WishlistDto>> {
    return this.wishlists.remove(user, productId);
  }
}

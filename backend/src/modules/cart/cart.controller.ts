import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/http/id-param';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { CurrentAccount, CustomersOnly } from '../../common/http/access';
import type { SessionUser } from '../users/session-user-cache';
import { ApplyDiscountCodeDto } from '../promotions/dto/discount-code.dto';
import { CartService } from './cart.service';
import { AddToCartDto, CartDto, UpdateCartQuantityDto } from './dto/cart.dto';

export const ADMIN_CART_REFUSAL = 'Admins cannot add products to cart';

@ApiTags('cart')
@CustomersOnly(ADMIN_CART_REFUSAL)
@Controller('cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in customer's cart, with its sums", operationId: 'getCart' })
  @ApiOkResponse({ type: CartDto })
  get(@CurrentAccount() user: SessionUser): Promise<CartDto> {
    return this.carts.cart(user);
  }

  @Post('add')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add a size to the cart (raises its quantity when already there)',
    operationId: 'addToCart',
  })
  @ApiOkResponse({ type: CartDto })
  @ApiErrors(400, 404, 409)
  add(@CurrentAccount() user: SessionUser, @Body() body: AddToCartDto): Promise<CartDto> {
    return this.carts.add(user, body);
  }

  @Put('update-quantity')
  @ApiOperation({ summary: "Set a cart line's quantity (1 to the stock)", operationId: 'updateCartQuantity' })
  @ApiOkResponse({ type: CartDto })
  @ApiErrors(400, 404, 409)
  updateQuantity(@CurrentAccount() user: SessionUser, @Body() body: UpdateCartQuantityDto): Promise<CartDto> {
    return this.carts.updateQuantity(user, body);
  }

  @Post('discount')
  @HttpCode(200)
  // Per client address, as the auth routes: a code that exists answers otherwise than one that
  // does not, so codes must not be guessed at speed.
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Apply a discount code (any case) to the cart, in place of any other',
    description:
      "Refused with the reason: 404 when no such code exists; 422 when it is inactive, not started, expired, used up, used by this customer as often as it allows, for first orders only, above the cart's value, or for nothing in the cart.",
    operationId: 'applyDiscountCode',
  })
  @ApiOkResponse({ type: CartDto })
  @ApiErrors(400, 404, 422, 429)
  applyCode(@CurrentAccount() user: SessionUser, @Body() body: ApplyDiscountCodeDto): Promise<CartDto> {
    return this.carts.applyCode(user, body.code);
  }

  @Delete('discount')
  @ApiOperation({ summary: "Remove the cart's discount code", operationId: 'removeDiscountCode' })
  @ApiOkResponse({ type: CartDto })
  removeCode(@CurrentAccount() user: SessionUser): Promise<CartDto> {
    return this.carts.removeCode(user);
  }

  @Delete('remove/:id')
  @ApiOperation({ summary: 'Remove a line from the cart', operationId: 'removeFromCart' })
  @ApiOkResponse({ type: CartDto })
  @ApiErrors(404)
  remove(@CurrentAccount() user: SessionUser, @IdParam() id: number): Promise<CartDto> {
    return this.carts.remove(user, id);
  }
}

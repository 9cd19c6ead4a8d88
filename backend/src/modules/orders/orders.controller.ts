import { isRecordId } from '@satchel/shared';
import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/http/id-param';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Authenticated, CurrentAccount, CurrentUser, CustomersOnly, Staff } from '../../common/http/access';
import type { SessionUser } from '../users/session-user-cache';
import { User } from '../users/user.entity';
import {
  OrderDto,
  OrderListQueryDto,
  PlaceOrderDto,
  SendConfirmationDto,
  SendConfirmationResultDto,
  UpdateOrderStatusDto,
} from './dto/order.dto';
import { OrderCriteria, OrderPage, OrdersService } from './orders.service';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
const TOTAL_COUNT_HEADER = {
  'X-Total-Count': { description: 'How many orders match, across all pages', schema: { type: 'integer' } },
};

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('place')
  @CustomersOnly('Admins cannot place orders')
  @ApiOperation({
    summary: 'Place an order for everything in the cart, paid cash on delivery',
    description:
      'Prices come from the catalogue, never from the request; the delivery charge and COD fee from the delivery settings for the address. An address the shop does not deliver to, or a total above the COD limit, answers 422 and writes nothing. With an Idempotency-Key, repeating the request returns the order the first one placed (200) instead of placing another; the same key with another body or another cart answers 422.',
    operationId: 'placeOrder',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: '8 to 100 letters, digits or ._:-' })
  @ApiCreatedResponse({ type: OrderDto, description: 'The new order' })
  @ApiOkResponse({ type: OrderDto, description: 'The order an earlier request with the same key placed' })
  @ApiErrors(400, 404, 409, 422)
  async place(
    @CurrentAccount() user: SessionUser,
    @Body() form: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderDto> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new BadRequestException('Idempotency-Key must be 8 to 100 letters, digits or ._:-');
    }
    const { order, created } = await this.orders.place(user, form, idempotencyKey);
    response.status(created ? 201 : 200);
    return order;
  }

  @Get('my-orders')
  @CustomersOnly('Only customers have orders')
  @ApiOperation({ summary: "The signed-in customer's orders, newest first", operationId: 'listMyOrders' })
  @ApiOkResponse({ type: [OrderDto], headers: TOTAL_COUNT_HEADER })
  @ApiErrors(400)
  async mine(
    @CurrentUser() user: User,
    @Query() query: OrderListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderDto[]> {
    return page(await this.orders.list(criteria(query, user)), response);
  }

  @Put(':id/cancel')
  @CustomersOnly('Admins change orders with PUT /api/orders/{id}/status')
  @ApiOperation({ summary: 'Cancel your own order while it is pending', operationId: 'cancelOrder' })
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors(404, 409)
  async cancel(@CurrentUser() user: User, @IdParam() id: number): Promise<OrderDto> {
    return OrderDto.of(await this.orders.cancel(user, id));
  }

  @Get('all')
  @Staff('orders')
  @ApiOperation({
    summary: 'Every order, newest first, optionally filtered and paged',
    description: 'Without `page` the whole list is returned; with it, one page. X-Total-Count says how many match.',
    operationId: 'listAllOrders',
  })
  @ApiOkResponse({ type: [OrderDto], headers: TOTAL_COUNT_HEADER })
  @ApiErrors(400)
  async all(@Query() query: OrderListQueryDto, @Res({ passthrough: true }) response: Response): Promise<OrderDto[]> {
    return page(await this.orders.list(criteria(query)), response);
  }

  @Put(':id/status')
  @Staff('orders')
  @ApiOperation({
    summary: "Set an order's delivery status",
    description:
      'Any status at any time. Entering CANCELED puts the stock back; leaving it takes the stock again (409 when short). DELIVERED records the day and marks the cash payment PAID. `carrier` and `trackingNumber` (given when shipping) are kept and shown to the customer with a tracking link.',
    operationId: 'updateOrderStatus',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors(400, 404, 409)
  async setStatus(@IdParam() id: number, @Body() body: UpdateOrderStatusDto): Promise<OrderDto> {
    return OrderDto.of(await this.orders.setStatus(id, body.deliveryStatus, body));
  }

  @Post('send-confirmation')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: "Make sure an order's confirmation e-mail goes out (once)",
    description:
      "The order's owner or an admin. The e-mail is sent to the order's account; asking again never sends a second one.",
    operationId: 'sendOrderConfirmation',
  })
  @ApiResponse({ status: 200, type: SendConfirmationResultDto })
  @ApiErrors(400, 404)
  async sendConfirmation(
    @CurrentUser() user: User,
    @Body() body: SendConfirmationDto,
  ): Promise<SendConfirmationResultDto> {
    const id = body.orderId ?? Number(body.orderData?.id);
    if (!isRecordId(id)) throw new BadRequestException('orderId is required');
    const email = await this.orders.sendConfirmation(user, id);
    return { status: email.sentAt ? 'sent' : 'queued', sentAt: email.sentAt };
  }
}

/** the product's order list query: newest first, one page when `page` is given, else every order. */
function criteria(query: OrderListQueryDto, customer?: User): OrderCriteria {
  const limit = query.page ? (query.limit ?? 20) : undefined;
  return {
    customer,
    status: query.status,
    fromDay: query.from,
    toDay: query.to,
    sort: { field: 'createdAt', order: 'desc' },
    limit,
    offset: query.page && limit ? (query.page - 1) * limit : undefined,
  };
}

function page({ orders, total }: OrderPage, response: Response): OrderDto[] {
  response.setHeader('X-Total-Count', String(total));
  return orders.map(OrderDto.of);
}

import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { Response } from 'express';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterDay,
  filterIds,
  filterOneOf,
  filterText,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Staff } from '../../common/http/access';
import { OrderDto, UpdateOrderStatusDto } from './dto/order.dto';
import { DeliveryStatus } from './order.entity';
import { ORDER_SORTS, OrdersService } from './orders.service';

/**
 * react-admin sends the whole record back on update; only the status (and, when shipping, the
 * carrier and AWB) can change, so the other fields of an order are accepted and ignored.
 */
export class AdminOrderUpdateDto extends UpdateOrderStatusDto {
  @Allow() id?: unknown;
  @Allow() user?: unknown;
  @Allow() items?: unknown;
  @Allow() paymentMethod?: unknown;
  @Allow() paymentStatus?: unknown;
  @Allow() status?: unknown;
  @Allow() orderDate?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() orderTotal?: unknown;
  @Allow() address?: unknown;
  @Allow() expectedDeliveryDate?: unknown;
  @Allow() deliveredOn?: unknown;
  @Allow() deliveryCharge?: unknown;
  @Allow() codFee?: unknown;
  @Allow() tracking?: unknown;
  @Allow() tax?: unknown;
  @Allow() invoiceNumber?: unknown;
  @Allow() creditNoteNumber?: unknown;
  @Allow() discountCode?: unknown;
  @Allow() codeDiscount?: unknown;
}

/** Orders for the back office, in react-admin's simple-rest protocol, on the same service as the shop. */
@ApiTags('admin')
@Controller('admin/orders')
@Staff('orders')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiOperation({
    summary: 'Orders for react-admin: sort, range and filter (q, deliveryStatus, createdAt_gte, createdAt_lte, id)',
    operationId: 'adminListOrders',
  })
  @ApiSimpleRestList(OrderDto, 'orders')
  @ApiErrors(400)
  async list(@Query() query: SimpleRestQueryDto, @Res({ passthrough: true }) response: Response): Promise<OrderDto[]> {
    const list = parseSimpleRestQuery(query, ORDER_SORTS, 'createdAt');
    const { filter } = list;
    const { orders, total } = await this.orders.list({
      ids: filterIds(filter),
      search: filterText(filter),
      status: filterOneOf(filter, 'deliveryStatus', Object.values(DeliveryStatus)),
      fromDay: filterDay(filter, 'createdAt_gte'),
      toDay: filterDay(filter, 'createdAt_lte'),
      sort: list.sort,
      limit: list.limit,
      offset: list.offset,
    });
    return sendPage(response, 'orders', list, { items: orders.map(OrderDto.of), total });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order', operationId: 'adminGetOrder' })
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors(404)
  async get(@IdParam() id: number): Promise<OrderDto> {
    return OrderDto.of(await this.orders.get(id));
  }

  @Put(':id')
  @ApiOperation({
    summary:
      "Change an order's delivery status, with the carrier and AWB when shipping (the rest of the record is ignored)",
    operationId: 'adminUpdateOrder',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors(400, 404, 409)
  async update(@IdParam() id: number, @Body() body: AdminOrderUpdateDto): Promise<OrderDto> {
    return OrderDto.of(await this.orders.setStatus(id, body.deliveryStatus, body));
  }
}

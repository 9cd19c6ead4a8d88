import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RETURN_STATUSES } from '@satchel/shared';
import { Allow } from 'class-validator';
import type { Response } from 'express';
import { Staff } from '../../common/http/access';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterDay,
  filterIdOrNull,
  filterIds,
  filterOneOf,
  filterText,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { ReturnDto, UpdateReturnDto } from './dto/return.dto';
import { RETURN_SORTS, ReturnsService } from './returns.service';

/** react-admin may send the record's other fields back with a step; they are accepted and ignored. */
export class AdminReturnUpdateDto extends UpdateReturnDto {
  @Allow() id?: unknown;
  @Allow() orderId?: unknown;
  @Allow() customer?: unknown;
  @Allow() items?: unknown;
}

/** Returns for the back office, in react-admin's simple-rest protocol (docs/product.md §19). */
@ApiTags('admin')
@Controller('admin/returns')
@Staff('orders')
export class AdminReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Returns: sort, range and filter (q: return or order number, or customer e-mail; status; orderId; requested_gte/requested_lte days; id)',
    operationId: 'adminListReturns',
  })
  @ApiSimpleRestList(ReturnDto, 'returns')
  @ApiErrors(400)
  async list(@Query() query: SimpleRestQueryDto, @Res({ passthrough: true }) response: Response): Promise<ReturnDto[]> {
    const list = parseSimpleRestQuery(query, RETURN_SORTS, 'id');
    const page = await this.returns.list({
      ...list,
      ids: filterIds(list.filter),
      search: filterText(list.filter),
      status: filterOneOf(list.filter, 'status', RETURN_STATUSES),
      orderId: filterIdOrNull(list.filter, 'orderId') ?? undefined,
      fromDay: filterDay(list.filter, 'requested_gte'),
      toDay: filterDay(list.filter, 'requested_lte'),
    });
    return sendPage(response, 'returns', list, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One return with its items, photos and refund', operationId: 'adminGetReturn' })
  @ApiOkResponse({ type: ReturnDto })
  @ApiErrors(404)
  get(@IdParam() id: number): Promise<ReturnDto> {
    return this.returns.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: "A return's next step",
    description:
      'REQUESTED → APPROVED or REJECTED (a `note` to the customer is required to reject) → RECEIVED (with `restock`: true or order-line ids, those units go back in stock, once however often it is sent) → REFUNDED (with `refund`: at most what the returned units were paid for after discounts; a credit note is issued when the order had a tax invoice). Each step e-mails the customer. Repeating the current status changes nothing; any other step is a 409.',
    operationId: 'adminUpdateReturn',
  })
  @ApiOkResponse({ type: ReturnDto })
  @ApiErrors(400, 404, 409, 422)
  update(@IdParam() id: number, @Body() form: AdminReturnUpdateDto): Promise<ReturnDto> {
    return this.returns.update(id, form);
  }
}

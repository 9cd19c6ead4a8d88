import { BadRequestException, Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DISCOUNT_TYPES } from '@satchel/shared';
import type { Response } from 'express';
import { Staff } from '../../common/http/access';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterIds,
  filterOneOf,
  filterText,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { DISCOUNT_CODE_SORTS, DiscountCodesService } from './discount-codes.service';
import { CreateDiscountCodeDto, DiscountCodeDto, UpdateDiscountCodeDto } from './dto/discount-code.dto';

/** Discount codes for the back office, in react-admin's simple-rest protocol (docs/product.md §18). */
@ApiTags('admin')
@Controller('admin/discount-codes')
@Staff('promotions')
export class AdminDiscountCodesController {
  constructor(private readonly codes: DiscountCodesService) {}

  @Get()
  @ApiOperation({
    summary: 'Discount codes: sort, range and filter (q: code or description, active, type, id)',
    operationId: 'adminListDiscountCodes',
  })
  @ApiSimpleRestList(DiscountCodeDto, 'discount-codes')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DiscountCodeDto[]> {
    const list = parseSimpleRestQuery(query, DISCOUNT_CODE_SORTS, 'id');
    const active = booleanFilter(list.filter.active);
    const page = await this.codes.list({
      ...list,
      ids: filterIds(list.filter),
      search: filterText(list.filter),
      active,
      type: filterOneOf(list.filter, 'type', DISCOUNT_TYPES),
    });
    return sendPage(response, 'discount-codes', list, page);
  }

  @Post()
  @ApiOperation({ summary: 'Creates a code', operationId: 'adminCreateDiscountCode' })
  @ApiCreatedResponse({ type: DiscountCodeDto })
  @ApiErrors(400, 409)
  create(@Body() form: CreateDiscountCodeDto): Promise<DiscountCodeDto> {
    return this.codes.create(form);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One code with its uses and the discount given', operationId: 'adminGetDiscountCode' })
  @ApiOkResponse({ type: DiscountCodeDto })
  @ApiErrors(404)
  get(@IdParam() id: number): Promise<DiscountCodeDto> {
    return this.codes.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Changes a code; active: false deactivates it (carts holding it drop it)',
    operationId: 'adminUpdateDiscountCode',
  })
  @ApiOkResponse({ type: DiscountCodeDto })
  @ApiErrors(400, 404, 409)
  update(@IdParam() id: number, @Body() form: UpdateDiscountCodeDto): Promise<DiscountCodeDto> {
    return this.codes.update(id, form);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Removes a code; orders placed with it keep its name and discount',
    operationId: 'adminDeleteDiscountCode',
  })
  @ApiOkResponse({ type: DiscountCodeDto })
  @ApiErrors(404)
  delete(@IdParam() id: number): Promise<DiscountCodeDto> {
    return this.codes.delete(id);
  }
}

/** A yes/no filter: JSON true/false, or their text. */
function booleanFilter(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new BadRequestException('filter.active must be true or false');
}

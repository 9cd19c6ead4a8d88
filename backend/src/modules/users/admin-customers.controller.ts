import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterIds,
  filterText,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Staff } from '../../common/http/access';
import { AdminCustomersService, CUSTOMER_SORTS } from './admin-customers.service';
import { CustomerDto } from './dto/customer.dto';

/** Customers for the back office (read-only), in react-admin's simple-rest protocol. */
@ApiTags('admin')
@Controller('admin/customers')
@Staff('customers')
export class AdminCustomersController {
  constructor(private readonly customers: AdminCustomersService) {}

  @Get()
  @ApiOperation({
    summary: 'Customers with their order counts: sort, range and filter (q, id)',
    operationId: 'adminListCustomers',
  })
  @ApiSimpleRestList(CustomerDto, 'customers')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CustomerDto[]> {
    const list = parseSimpleRestQuery(query, CUSTOMER_SORTS, 'createdAt');
    const page = await this.customers.list({
      ids: filterIds(list.filter),
      search: filterText(list.filter),
      sort: list.sort,
      limit: list.limit,
      offset: list.offset,
    });
    return sendPage(response, 'customers', list, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One customer', operationId: 'adminGetCustomer' })
  @ApiOkResponse({ type: CustomerDto })
  @ApiErrors(404)
  get(@IdParam() id: number): Promise<CustomerDto> {
    return this.customers.get(id);
  }
}

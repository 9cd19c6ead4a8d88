import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/http/id-param';
import { RawJson } from '../../common/http/raw-json';
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
import { ProductDto } from './dto/product.dto';
import { ProductWrites } from './products.controller';
import { ProductOrder } from './products.service';

const ADMIN_PRODUCT_SORTS = ['id', 'name', 'createdAt'] as const;
/** react-admin's sort field and direction, as the list's order. */
const ORDERS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], Record<'asc' | 'desc', ProductOrder>> = {
  id: { asc: 'id_asc', desc: 'id_desc' },
  name: { asc: 'name_asc', desc: 'name_desc' },
  createdAt: { asc: 'oldest', desc: 'newest' },
};

/** Products for the back office in react-admin's simple-rest protocol, on the catalogue's own service. */
@ApiTags('admin')
@Controller('admin/products')
@Staff('catalogue')
export class AdminProductsController extends ProductWrites({
  save: {
    summary: 'Create a product with its variants and images (or update one when the form carries an id)',
    operationId: 'adminCreateProduct',
  },
  update: { summary: 'Update a product', operationId: 'adminUpdateProduct' },
  delete: { summary: 'Delete a product (placed orders keep their copy)', operationId: 'adminDeleteProduct' },
}) {
  @Get()
  @ApiOperation({
    summary: 'Products for react-admin: sort, range and filter (q, categoryId with its subcategories, id)',
    operationId: 'adminListProducts',
  })
  @ApiSimpleRestList(ProductDto, 'products')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RawJson<ProductDto[]>> {
    const list = parseSimpleRestQuery(query, ADMIN_PRODUCT_SORTS, 'id');
    const { filter } = list;
    const page = await this.products.list({
      ids: filterIds(filter),
      nameContains: filterText(filter),
      categoryRootId: filter.categoryId === undefined ? undefined : filterIds({ id: filter.categoryId })?.[0],
      sort: ORDERS[list.sort.field][list.sort.order],
      limit: list.limit,
      offset: list.offset,
    });
    return sendPage(response, 'products', list, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product', operationId: 'adminGetProduct' })
  @ApiOkResponse({ type: ProductDto })
  @ApiErrors(404)
  async get(@IdParam() id: number): Promise<RawJson<ProductDto>> {
    // One statement, so a delete running meanwhile leaves the whole product or none of it.
    return this.products.getJson(id);
  }
}

import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterIdOrNull,
  filterIds,
  filterText,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Staff } from '../../common/http/access';
import { CategoryWrites } from './categories.controller';
import { ADMIN_CATEGORY_SORTS } from './categories.service';
import { AdminCategoryDto } from './dto/category.dto';

/**
 * Categories for the back office in react-admin's simple-rest protocol; create, update and delete
 * are the storefront routes' own handlers, with the image in the same multipart form.
 */
@ApiTags('admin')
@Controller('admin/categories')
@Staff('catalogue')
export class AdminCategoriesController extends CategoryWrites({
  create: { summary: 'Create a category with its image', operationId: 'adminCreateCategory' },
  update: { summary: 'Edit a category (and replace its image)', operationId: 'adminUpdateCategory' },
  delete: {
    summary: 'Delete a category that has no products and no subcategories',
    operationId: 'adminDeleteCategory',
  },
}) {
  @Get()
  @ApiOperation({
    summary: 'Categories for react-admin: sort, range and filter (q, parentId, id)',
    operationId: 'adminListCategories',
  })
  @ApiSimpleRestList(AdminCategoryDto, 'categories')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminCategoryDto[]> {
    const list = parseSimpleRestQuery(query, ADMIN_CATEGORY_SORTS, 'name');
    const { filter } = list;
    const { items, total } = await this.categories.list({
      ids: filterIds(filter),
      nameContains: filterText(filter),
      parentId: filterIdOrNull(filter, 'parentId'),
      sort: list.sort,
      limit: list.limit,
      offset: list.offset,
    });
    return sendPage(response, 'categories', list, { items: items.map(AdminCategoryDto.of), total });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One category', operationId: 'adminGetCategory' })
  @ApiOkResponse({ type: AdminCategoryDto })
  @ApiErrors(404)
  async get(@IdParam() id: number): Promise<AdminCategoryDto> {
    return AdminCategoryDto.of(await this.categories.get(id));
  }
}

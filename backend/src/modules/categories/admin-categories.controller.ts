import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/http/id-param';
import { ApiSimpleRestList, parseSimpleRestQuery, sendPage, SimpleRestQueryDto } from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Roles } from '../auth/auth.decorators';
import { UploadedFileMap } from '../media/multipart';
import { UserType } from '../users/user.entity';
import { CategoryImage } from './categories.controller';
import { ADMIN_CATEGORY_SORTS, CategoriesService } from './categories.service';
import { CategoryFormDto, CategoryFormSchema } from './dto/category-form.dto';
import { CategoryDto } from './dto/category.dto';

/**
 * Categories for the back office in react-admin's simple-rest protocol; create, update and delete
 * are the SPEC routes' own service calls, with the image in the same multipart form.
 */
@ApiTags('admin')
@Controller('admin/categories')
@Roles(UserType.ADMIN)
export class AdminCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({
    summary: 'Categories for react-admin: sort, range and filter (q, parentId, id)',
    operationId: 'adminListCategories',
  })
  @ApiSimpleRestList(CategoryDto, 'categories')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CategoryDto[]> {
    const list = parseSimpleRestQuery(query, ADMIN_CATEGORY_SORTS, 'name');
    const { categories, total } = await this.categories.adminList(list);
    return sendPage(response, 'categories', list, { items: categories.map(CategoryDto.of), total });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One category', operationId: 'adminGetCategory' })
  @ApiOkResponse({ type: CategoryDto })
  @ApiErrors(404)
  async get(@IdParam() id: number): Promise<CategoryDto> {
    return CategoryDto.of(await this.categories.get(id));
  }

  @Post()
  @CategoryImage()
  @ApiOperation({ summary: 'Create a category with its image', operationId: 'adminCreateCategory' })
  @ApiBody({ type: CategoryFormSchema })
  @ApiCreatedResponse({ type: CategoryDto })
  @ApiErrors(400, 409, 413)
  async create(@Body() form: CategoryFormDto, @UploadedFiles() files: UploadedFileMap = {}): Promise<CategoryDto> {
    return CategoryDto.of(await this.categories.create(form, files.media ?? []));
  }

  @Put(':id')
  @CategoryImage()
  @ApiOperation({ summary: 'Edit a category (and replace its image)', operationId: 'adminUpdateCategory' })
  @ApiBody({ type: CategoryFormSchema })
  @ApiOkResponse({ type: CategoryDto })
  @ApiErrors(400, 404, 409, 413)
  async update(
    @IdParam() id: number,
    @Body() form: CategoryFormDto,
    @UploadedFiles() files: UploadedFileMap = {},
  ): Promise<CategoryDto> {
    return CategoryDto.of(await this.categories.update(id, form, files.media ?? []));
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a category that has no products and no subcategories',
    operationId: 'adminDeleteCategory',
  })
  @ApiOkResponse({ type: CategoryDto, description: 'The deleted category' })
  @ApiErrors(404, 409)
  async delete(@IdParam() id: number): Promise<CategoryDto> {
    return CategoryDto.of(await this.categories.delete(id));
  }
}

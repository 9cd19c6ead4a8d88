import { Body, Controller, Delete, Get, Injectable, Post, Put, UploadedFiles } from '@nestjs/common';
import { IdParam } from '../../common/http/id-param';
import { RawJson } from '../../common/http/raw-json';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiOperationOptions,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { CachedRead } from '../../infra/cache/cached-read';
import { Public, Staff } from '../../common/http/access';
import { MultipartForm, UploadedFileMap } from '../media/multipart';
import { CategoriesService, CATEGORY_IMAGE_TOO_MANY } from './categories.service';
import { CategoryFormDto, CategoryFormSchema } from './dto/category-form.dto';
import { AdminCategoryDto, CategoryNodeDto } from './dto/category.dto';

const CategoryImage = () => MultipartForm({ name: 'media', maxCount: 1, tooMany: CATEGORY_IMAGE_TOO_MANY });

/**
 * Creating, editing and deleting categories, for the storefront routes (/api/categories) and
 * react-admin's (/api/admin/categories) alike. Each controller extends its own copy, so each path
 * keeps its own operationId and summary: the generated clients call them by those.
 */
export function CategoryWrites(operations: Record<'create' | 'update' | 'delete', ApiOperationOptions>) {
  // Decorated so that TypeScript records the constructor's parameter types, which Nest reads to
  // inject a subclass that has no constructor of its own.
  @Injectable()
  class CategoryWritesController {
    constructor(protected readonly categories: CategoriesService) {}

    @Post()
    @Staff('catalogue')
    @CategoryImage()
    @ApiOperation(operations.create)
    @ApiBody({ type: CategoryFormSchema })
    @ApiCreatedResponse({ type: AdminCategoryDto })
    @ApiErrors(400, 409, 413)
    async create(
      @Body() form: CategoryFormDto,
      @UploadedFiles() files: UploadedFileMap = {},
    ): Promise<AdminCategoryDto> {
      return AdminCategoryDto.of(await this.categories.create(form, files.media ?? []));
    }

    @Put(':id')
    @Staff('catalogue')
    @CategoryImage()
    @ApiOperation(operations.update)
    @ApiBody({ type: CategoryFormSchema })
    @ApiOkResponse({ type: AdminCategoryDto })
    @ApiErrors(400, 404, 409, 413)
    async update(
      @IdParam() id: number,
      @Body() form: CategoryFormDto,
      @UploadedFiles() files: UploadedFileMap = {},
    ): Promise<AdminCategoryDto> {
      return AdminCategoryDto.of(await this.categories.update(id, form, files.media ?? []));
    }

    @Delete(':id')
    @Staff('catalogue')
    @ApiOperation(operations.delete)
    @ApiOkResponse({ type: AdminCategoryDto, description: 'The deleted category' })
    @ApiErrors(404, 409)
    async delete(@IdParam() id: number): Promise<AdminCategoryDto> {
      return AdminCategoryDto.of(await this.categories.delete(id));
    }
  }
  return CategoryWritesController;
}

@ApiTags('categories')
@Controller('categories')
export class CategoriesController extends CategoryWrites({
  create: { summary: 'Create a category with its image', operationId: 'createCategory' },
  update: { summary: 'Edit a category; replace its image by deleting the old one', operationId: 'updateCategory' },
  delete: { summary: 'Delete a category that has no products and no subcategories', operationId: 'deleteCategory' },
}) {
  @Get()
  @Public()
  @CachedRead()
  @ApiOperation({ summary: 'The category tree', operationId: 'listCategories' })
  @ApiOkResponse({ type: [CategoryNodeDto], description: 'Top-level categories, each with its subCategories' })
  tree(): Promise<RawJson<CategoryNodeDto[]>> {
    return this.categories.tree();
  }
}

import { Body, Controller, Delete, Get, Post, Put, UploadedFiles } from '@nestjs/common';
import { IdParam } from '../../common/http/id-param';
import { RawJson } from '../../common/http/raw-json';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { CachedRead } from '../../infra/cache/cached-read';
import { Public, Roles } from '../auth/auth.decorators';
import { MultipartForm, UploadedFileMap } from '../media/multipart';
import { UserType } from '../users/user.entity';
import { CategoriesService, CATEGORY_IMAGE_TOO_MANY } from './categories.service';
import { CategoryFormDto, CategoryFormSchema } from './dto/category-form.dto';
import { CategoryDto, CategoryNodeDto } from './dto/category.dto';

export const CategoryImage = () => MultipartForm({ name: 'media', maxCount: 1, tooMany: CATEGORY_IMAGE_TOO_MANY });

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @Public()
  @CachedRead()
  @ApiOperation({ summary: 'The category tree', operationId: 'listCategories' })
  @ApiOkResponse({ type: [CategoryNodeDto], description: 'Top-level categories, each with its subCategories' })
  tree(): Promise<RawJson<CategoryNodeDto[]>> {
    return this.categories.tree();
  }

  @Post()
  @Roles(UserType.ADMIN)
  @CategoryImage()
  @ApiOperation({ summary: 'Create a category with its image', operationId: 'createCategory' })
  @ApiBody({ type: CategoryFormSchema })
  @ApiCreatedResponse({ type: CategoryDto })
  @ApiErrors(400, 409, 413)
  async create(@Body() form: CategoryFormDto, @UploadedFiles() files: UploadedFileMap = {}): Promise<CategoryDto> {
    return CategoryDto.of(await this.categories.create(form, files.media ?? []));
  }

  @Put(':id')
  @Roles(UserType.ADMIN)
  @CategoryImage()
  @ApiOperation({
    summary: 'Edit a category; replace its image by deleting the old one',
    operationId: 'updateCategory',
  })
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
  @Roles(UserType.ADMIN)
  @ApiOperation({
    summary: 'Delete a category that has no products and no subcategories',
    operationId: 'deleteCategory',
  })
  @ApiOkResponse({ type: CategoryDto, description: 'The deleted category' })
  @ApiErrors(404, 409)
  async delete(@IdParam() id: number): Promise<CategoryDto> {
    return CategoryDto.of(await this.categories.delete(id));
  }
}

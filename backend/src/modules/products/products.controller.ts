import { MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES } from '@satchel/shared';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Injectable,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiOperationOptions,
  ApiTags,
} from '@nestjs/swagger';
import { IdParam } from '../../common/http/id-param';
import { RawJson } from '../../common/http/raw-json';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { CachedRead } from '../../infra/cache/cached-read';
import { Public, Staff } from '../../common/http/access';
import { CategoriesService } from '../categories/categories.service';
import { MultipartForm, UploadedFileMap } from '../media/multipart';
import { ProductFormDto, ProductFormSchema } from './dto/product-form.dto';
import {
  PageQueryDto,
  ProductFacetsQueryDto,
  ProductListQueryDto,
  ProductSearchQueryDto,
} from './dto/product-query.dto';
import { ProductDto, ProductFacetsDto, ProductListDto } from './dto/product.dto';
import { rupeesToPaise } from './pricing';
import { listingJson, ProductsService } from './products.service';

const ProductImages = () =>
  MultipartForm({ name: 'images', maxCount: MAX_PRODUCT_IMAGES, tooMany: PRODUCT_MESSAGES.imagesTooMany });

/**
 * Creating, editing and deleting products, for the storefront routes (/api/products) and
 * react-admin's (/api/admin/products) alike. Each controller extends its own copy, so each path
 * keeps its own operationId and summary: the generated clients call them by those.
 */
export function ProductWrites(operations: Record<'save' | 'update' | 'delete', ApiOperationOptions>) {
  // Decorated so that TypeScript records the constructor's parameter types, which Nest reads to
  // inject a subclass that has no constructor of its own.
  @Injectable()
  class ProductWritesController {
    constructor(protected readonly products: ProductsService) {}

    /** Creates a product, or updates the one whose id the form carries (docs/product.md §7). */
    @Post()
    @Staff('catalogue')
    @ProductImages()
    @ApiOperation(operations.save)
    @ApiBody({ type: ProductFormSchema })
    @ApiCreatedResponse({ type: ProductDto })
    @ApiErrors(400, 404, 409, 413)
    async save(@Body() form: ProductFormDto, @UploadedFiles() files: UploadedFileMap = {}): Promise<ProductDto> {
      const images = files.images ?? [];
      const product = form.id
        ? await this.products.update(form.id, form, images)
        : await this.products.create(form, images);
      return ProductDto.of(product);
    }

    @Put(':id')
    @Staff('catalogue')
    @ProductImages()
    @ApiOperation(operations.update)
    @ApiBody({ type: ProductFormSchema })
    @ApiOkResponse({ type: ProductDto })
    @ApiErrors(400, 404, 409, 413)
    async update(
      @IdParam() id: number,
      @Body() form: ProductFormDto,
      @UploadedFiles() files: UploadedFileMap = {},
    ): Promise<ProductDto> {
      return ProductDto.of(await this.products.update(id, form, files.images ?? []));
    }

    @Delete(':id')
    @Staff('catalogue')
    @HttpCode(200)
    @ApiOperation(operations.delete)
    @ApiOkResponse({ type: ProductDto, description: 'The deleted product' })
    @ApiErrors(404)
    delete(@IdParam() id: number): Promise<ProductDto> {
      return this.products.delete(id);
    }
  }
  return ProductWritesController;
}

@ApiTags('products')
@Controller('products')
export class ProductsController extends ProductWrites({
  save: {
    summary: 'Create a product, or update one when the form carries an id (docs/product.md §7)',
    operationId: 'saveProduct',
  },
  update: { summary: 'Update a product', operationId: 'updateProduct' },
  delete: { summary: 'Delete a product (placed orders keep their copy of it)', operationId: 'deleteProduct' },
}) {
  constructor(
    products: ProductsService,
    private readonly categories: CategoriesService,
  ) {
    super(products);
  }

  @Get()
  @Public()
  @CachedRead()
  @ApiOperation({ summary: 'A page of the catalogue, filtered and sorted', operationId: 'listProducts' })
  @ApiOkResponse({ type: ProductListDto })
  @ApiErrors(400, 404)
  list(@Query() query: ProductListQueryDto): Promise<RawJson<ProductListDto>> {
    return this.listing(query, query.category ? { slug: query.category } : undefined);
  }

  @Get('facets')
  @Public()
  @CachedRead()
  @ApiOperation({
    summary: "A listing's price range and sizes, for its filters",
    operationId: 'getProductFacets',
  })
  @ApiOkResponse({ type: ProductFacetsDto })
  @ApiErrors(400, 404)
  async facets(@Query() query: ProductFacetsQueryDto): Promise<RawJson<ProductFacetsDto>> {
    return RawJson.of(await this.products.facets(query.category));
  }

  @Get('search')
  @Public()
  @CachedRead()
  @ApiOperation({
    summary: 'Ranked, typo-tolerant search over names, descriptions and categories',
    operationId: 'searchProducts',
  })
  @ApiOkResponse({ type: ProductListDto })
  @ApiErrors(400)
  search(@Query() query: ProductSearchQueryDto): Promise<RawJson<ProductListDto>> {
    return this.products.search(query);
  }

  @Get('category/:categoryId')
  @Public()
  @CachedRead()
  @ApiOperation({
    summary: 'A page of the products of a category and all its subcategories',
    operationId: 'listProductsOfCategory',
  })
  @ApiOkResponse({ type: ProductListDto })
  @ApiErrors(400, 404)
  listOfCategory(
    @IdParam('categoryId') categoryId: number,
    @Query() query: PageQueryDto,
  ): Promise<RawJson<ProductListDto>> {
    return this.listing(query, { id: categoryId });
  }

  @Get('by-name/:name')
  @Public()
  @CachedRead({ exactStock: true })
  @ApiOperation({
    summary: 'A product by its name (any case), for /product/{name} links',
    operationId: 'getProductByName',
  })
  @ApiOkResponse({ type: ProductDto })
  @ApiErrors(404)
  getByName(@Param('name') name: string): Promise<RawJson<ProductDto>> {
    return this.products.getJsonByName(name);
  }

  @Get(':id')
  @Public()
  @CachedRead({ exactStock: true })
  @ApiOperation({ summary: 'A product', operationId: 'getProduct' })
  @ApiOkResponse({ type: ProductDto })
  @ApiErrors(404)
  get(@IdParam() id: number): Promise<RawJson<ProductDto>> {
    return this.products.getJson(id);
  }

  /** A page of the catalogue as the storefront lists it; a category that does not exist is a 404. */
  private async listing(
    query: PageQueryDto & Partial<ProductListQueryDto>,
    category?: { id: number } | { slug: string },
  ): Promise<RawJson<ProductListDto>> {
    const paise = (rupees?: number) => (rupees === undefined ? undefined : rupeesToPaise(rupees));
    const page = await this.products.list({
      categoryRootId: category && (await this.categories.idOf(category)),
      minPricePaise: paise(query.minPrice),
      maxPricePaise: paise(query.maxPrice),
      size: query.size,
      sort: query.sort ?? 'recommended',
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return listingJson(page, query);
  }
}

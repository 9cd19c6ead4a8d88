import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { inRequestScope } from '../common/request-scope';
import { InjectConfig } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { DatabaseServer, StartupLock } from '../infra/database/database-server';
import { CategoriesService } from '../modules/categories/categories.service';
import { Category } from '../modules/categories/category.entity';
import { CompanyService } from '../modules/company/company.service';
import { LegalPagesService } from '../modules/legal-pages/legal-pages.service';
import { ProductsService } from '../modules/products/products.service';
import { renderArt } from './art';
import { DemoOrdersService } from './demo-orders.service';
import {
  DEMO_CATEGORIES,
  DEMO_COLOURS,
  DEMO_COMPANY,
  DEMO_LEGAL_PAGES,
  DEMO_PRODUCTS,
  DemoCategory,
} from './demo-catalogue';

/** Product pictures are drawn at this size: sharp in their grids and on the product page, quick to make. */
const ART_SIZE = 900;
/** Category pictures are the home page's full-width hero slides: wide enough for the 1280 px rendition. */
const CATEGORY_ART_SIZE = 1600;

/**
 * Fills an empty shop with the demo catalogue on start (DEMO_DATA, on by default when embedded),
 * through the same services the admin uses, so the demo obeys every rule the API does.
 */
@Injectable()
export class DemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
    private readonly company: CompanyService,
    private readonly legalPages: LegalPagesService,
    private readonly demoOrders: DemoOrdersService,
    private readonly database: DatabaseServer,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.demoData) await this.loadIfEmpty();
  }

  /** Loads the demo shop if the catalogue is empty (the server's start, or the demo loader's). */
  loadIfEmpty(): Promise<void> {
    // One process at a time: of replicas starting together on an empty shop, one loads it.
    return this.database.exclusively(StartupLock.Seeding, () => this.loadIntoEmptyShop());
  }

  private loadIntoEmptyShop(): Promise<void> {
    return inRequestScope(this.orm.em, async () => {
      if (await this.em.count(Category, {})) return; // only ever into an empty catalogue
      const started = Date.now();
      await this.load();
      this.logger.log(`Loaded the demo shop (${DEMO_PRODUCTS.length} products) in ${Date.now() - started} ms`);
    });
  }

  async load(): Promise<void> {
    const categoryIds = new Map<string, number>();
    const addCategory = async (category: DemoCategory, parentId?: number): Promise<void> => {
      const media = [
        { originalname: `${category.name}.jpg`, buffer: await renderArt(category.image, CATEGORY_ART_SIZE) },
      ];
      const created = await this.categories.create(
        {
          name: category.name,
          description: category.description,
          parentId,
          hsnCode: category.hsnCode,
          gstRule: category.gstRule,
        },
        media,
      );
      categoryIds.set(category.name, created.id);
      for (const child of category.children ?? []) await addCategory(child, created.id);
    };
    for (const category of DEMO_CATEGORIES) await addCategory(category);

    for (const product of DEMO_PRODUCTS) {
      const categoryId = categoryIds.get(product.category);
      if (!categoryId) throw new Error(`Demo product ${product.name} names an unknown category ${product.category}`);
      const images = await Promise.all(
        product.images.map(async (art, i) => ({
          originalname: `${product.name}-${i + 1}.jpg`,
          buffer: await renderArt(art, ART_SIZE),
        })),
      );
      await this.products.create(
        {
          productName: product.name,
          categoryId,
          description: product.description,
          isBestSeller: product.isBestSeller,
          // Swatches in the shades the pictures are painted in, as an admin would pick them.
          productVariants: product.variants.map((variant) => ({
            ...variant,
            colorHexCode: DEMO_COLOURS[variant.color as keyof typeof DEMO_COLOURS] ?? null,
          })),
        },
        images,
      );
    }

    await this.company.update(DEMO_COMPANY, undefined);
    for (const page of DEMO_LEGAL_PAGES) await this.legalPages.save(page);
    await this.demoOrders.load();
  }
}

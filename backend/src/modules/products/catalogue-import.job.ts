import { DriverException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { MAX_STOCK, PRODUCT_MESSAGES } from '@satchel/shared';
import { ConflictError, DomainError } from '../../common/errors/domain-errors';
import { sanitizeRichText } from '../../common/text/rich-text';
import { DEFAULT_MAX_ATTEMPTS, JobRegistry } from '../../infra/jobs/job-registry';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { Category, categorySlug } from '../categories/category.entity';
import { SOLD_SQL } from './catalogue-csv';
import { readCatalogueCsv, IMPORT_MESSAGES, ImportedProduct, ImportedVariant } from './catalogue-import';
import { CatalogueImport, CatalogueImportStatus, ImportFailure } from './catalogue-import.entity';
import { variantKey } from './product-variant.entity';
import { Product } from './product.entity';
import { productIdByName, setSizes } from './product-writer';

export const CATALOGUE_IMPORT_JOB = 'catalogue.import';

export interface CatalogueImportPayload extends Record<string, unknown> {
  importId: number;
}

/**
 * How long one run of the job writes before it hands the rest to a fresh job: other jobs get
 * their turn in the embedded runtime (one job at a time), and a shutdown waits for this at most.
 */
export const IMPORT_SLICE_MS = 2_000;

/** What writing a product did; `unchanged`: the file had it as it was, and nothing was written. */
type Outcome = 'created' | 'updated' | 'unchanged';

/**
 * Writes an import's products, each in a transaction of its own together with the import's
 * cursor and counts: a product is written whole or not at all, and a job stopped anywhere (a
 * deploy, kill -9) resumes at the next product without counting one twice. Two runs at once (a
 * job and its continuation both retried) take turns on the import's row.
 */
@Injectable()
export class CatalogueImportJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly outbox: OutboxService,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.define<CatalogueImportPayload>({
      type: CATALOGUE_IMPORT_JOB,
      queue: 'catalogue',
      backoffMs: 2_000,
      handle: async ({ importId }, { attempt }) => {
        try {
          await this.run(importId);
        } catch (error) {
          // The last retry: the import is said to have stopped rather than left running for ever.
          if (attempt >= DEFAULT_MAX_ATTEMPTS) await this.stop(importId);
          throw error;
        }
      },
    });
  }

  /** Marks an import whose job gave up as stopped; what it wrote stays. */
  async stop(importId: number): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(
        CatalogueImport,
        { id: importId, status: { $in: [CatalogueImportStatus.QUEUED, CatalogueImportStatus.RUNNING] } },
        { status: CatalogueImportStatus.STOPPED, csv: '', finishedAt: new Date() },
      );
  }

  async run(importId: number, sliceMs = IMPORT_SLICE_MS): Promise<void> {
    const em = this.em.fork();
    const job = await em.findOne(CatalogueImport, importId, { populate: ['csv'] });
    if (!job || job.status === CatalogueImportStatus.DONE || job.status === CatalogueImportStatus.STOPPED) return;
    // The dry run passed when the import was started, so every product here is well formed.
    const { products } = readCatalogueCsv(job.csv);
    await em.nativeUpdate(
      CatalogueImport,
      { id: importId, status: CatalogueImportStatus.QUEUED },
      {
        status: CatalogueImportStatus.RUNNING,
      },
    );

    const until = Date.now() + sliceMs;
    do {
      if (!(await this.importNext(importId, products))) return;
    } while (Date.now() < until);
    const next = em.fork();
    this.outbox.enqueue(next, CATALOGUE_IMPORT_JOB, { importId });
    await next.flush();
  }

  /**
   * Writes the product at the import's cursor; false once there is none left (the import is done).
   * The product is written in the outermost transaction (the catalogue cache notices commits of
   * outermost transactions only); when it cannot be written, that transaction leaves nothing
   * behind and a second one records why and moves the cursor.
   */
  private async importNext(importId: number, products: ImportedProduct[]): Promise<boolean> {
    let tried: { index: number; product: ImportedProduct } | undefined;
    try {
      return await this.em.fork().transactional(async (em) => {
        const index = await lockCursor(em, importId);
        const product = products[index];
        if (!product) {
          await em.execute(
            `update catalogue_imports set status = ?, csv = '', finished_at = now() where id = ? and status <> ?`,
            [CatalogueImportStatus.DONE, importId, CatalogueImportStatus.DONE],
          );
          return false;
        }
        tried = { index, product };
        const outcome = await this.write(em, product);
        // Unchanged ones are counted by the cursor alone (CatalogueImportDto.unchanged).
        const counted = outcome === 'unchanged' ? '' : `, ${outcome} = ${outcome} + 1`;
        await em.execute(`update catalogue_imports set processed = processed + 1${counted} where id = ?`, [importId]);
        return true;
      });
    } catch (error) {
      const message = tried && productProblem(error, tried.product);
      if (!tried || message === undefined) throw error; // the database is away: the job runs again from here
      const failure: ImportFailure = { product: tried.product.name, rows: tried.product.rows, message };
      const { index } = tried;
      await this.em.fork().transactional(async (em) => {
        // Another run may have tried it meanwhile and counted it: once only.
        if ((await lockCursor(em, importId)) !== index) return;
        await em.execute(
          `update catalogue_imports set processed = processed + 1, failures = failures || ?::jsonb where id = ?`,
          [JSON.stringify([failure]), importId],
        );
      });
      return true;
    }
  }

  /** Creates or updates one product (by name, in any case) and its sizes as the file has them. */
  private async write(em: EntityManager, item: ImportedProduct): Promise<Outcome> {
    const { product, found, changed } = await applyImportedProduct(em, item, { lock: true });
    // A product the file leaves as it was keeps its date, and integrators get no product.updated for it.
    if (found && changed) product.updatedAt = new Date();
    await em.flush();
    return !found ? 'created' : changed ? 'updated' : 'unchanged';
  }
}

/**
 * The product the file names (by name, in any case), or a new one, set as the file has it and
 * not flushed: `changed` says whether flushing would write anything to an existing one. The
 * import writes it; the dry run only asks whether it would change (with no locks, and never flushed).
 */
export async function applyImportedProduct(
  em: EntityManager,
  item: ImportedProduct,
  { lock }: { lock: boolean },
): Promise<{ product: Product; found: boolean; changed: boolean }> {
  const category = await categoryAt(em, item.categoryPath);
  const foundId = await productIdByName(em, item.name, { lock });
  const found = foundId === undefined ? undefined : { id: foundId };
  // Checkout takes stock with an update of its own: with the sizes held, a sale waits for this write.
  // In id order, as checkout takes them: two writers locking the same sizes never wait on each other in a circle.
  const sold = new Map<number, number>();
  if (found) {
    if (lock)
      await em.execute('select id from product_variants where product_id = ? order by id for update', [found.id]);
    // Read once the sizes are held: every sale or cancellation of them has committed, or waits.
    const counts = await em.execute<{ id: number; sold: number }[]>(
      `select v.id, ${SOLD_SQL} as sold from product_variants v where v.product_id = ?`,
      [found.id],
    );
    for (const { id, sold: units } of counts) sold.set(id, units);
  }
  const product = found
    ? await em.findOneOrFail(Product, found.id, { populate: ['variants'] })
    : em.create(Product, { name: item.name, category });
  product.name = item.name;
  product.category = category;
  product.description = sanitizeRichText(item.description);
  product.isBestSeller = item.isBestSeller;
  // A file without the columns leaves the product's own HSN code and rate as they are.
  if (item.hsnCode !== undefined) product.hsnCode = item.hsnCode;
  if (item.gstRateBp !== undefined) product.gstRateBp = item.gstRateBp;
  const existing = found ? product.variants.getItems() : [];
  setSizes(
    em,
    product,
    item.variants.map((input) => {
      const kept = existing.find((v) => variantKey(v) === variantKey(input));
      return {
        kept,
        fields: {
          ...input,
          stock: importedStock(input, kept && { stock: kept.stock, sold: sold.get(kept.id) ?? 0 }),
        },
      };
    }),
  );
  const changed = existing.some((variant) => !product.variants.contains(variant)) || hasChanges(em);
  return { product, found: found !== undefined, changed };
}

/** The category at the end of a path of names, creating those missing (without a picture). */
async function categoryAt(em: EntityManager, path: string[]): Promise<Category> {
  let parent: Category | null = null;
  for (const name of path) {
    // Category names are unique in the whole tree (their slug is), so a name finds its one category.
    let category: Category | null = await em.findOne(Category, { slug: categorySlug(name) }, { populate: ['parent'] });
    if (category && (category.parent?.id ?? null) !== (parent?.id ?? null)) {
      throw new ConflictError(IMPORT_MESSAGES.categoryElsewhere(category.name, category.parent?.name ?? null));
    }
    category ??= em.create(Category, { name, slug: categorySlug(name), parent });
    parent = category;
  }
  return parent!;
}

/**
 * A size's stock after the import: the file's, less what sold since the export. A row with
 * `sold_at_export` (as exported) of a size the shop has takes off the units sold since (orders
 * placed after the export, less those cancelled since): pending orders keep what they hold, and
 * importing the same file again gives the same stock. Without it (a file made by hand) the file's
 * stock is the stock; a new size starts with it. Within 0 and MAX_STOCK.
 */
export function importedStock(input: ImportedVariant, current: { stock: number; sold: number } | undefined): number {
  if (!current || input.soldAtExport === undefined) return input.stock;
  const soldSince = current.sold - input.soldAtExport;
  return Math.min(MAX_STOCK, Math.max(0, input.stock - soldSince));
}

/** The import's cursor (how many products were tried), its row locked until the transaction ends. */
async function lockCursor(em: EntityManager, importId: number): Promise<number> {
  const [{ processed }] = await em.execute<{ processed: number }[]>(
    `select processed from catalogue_imports where id = ? for update`,
    [importId],
  );
  return processed;
}

/** Whether flushing would write anything: a field changed, a size added or removed. */
function hasChanges(em: EntityManager): boolean {
  const unitOfWork = em.getUnitOfWork();
  unitOfWork.computeChangeSets();
  return unitOfWork.getChangeSets().length > 0;
}

/** Why a product could not be written, when it is the product's fault; undefined for anything else. */
function productProblem(error: unknown, product: ImportedProduct): string | undefined {
  if (error instanceof DomainError) return error.message;
  if (!(error instanceof DriverException)) return undefined;
  // SQLSTATE class 23: a constraint (a name taken meanwhile); 22: a value the column cannot hold.
  const constraint = (error as DriverException & { constraint?: string }).constraint;
  if (error.code === '23505' && constraint === 'products_name_lower_unique') {
    return PRODUCT_MESSAGES.nameTaken(product.name);
  }
  if (error.code?.startsWith('23') || error.code?.startsWith('22')) return IMPORT_MESSAGES.notWritten;
  return undefined;
}

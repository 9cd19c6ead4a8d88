import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainError, InvalidInputError, RecordNotFoundError } from '../../common/errors/domain-errors';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { categorySlug } from '../categories/category.entity';
import { CATEGORY_PATH_SEPARATOR, loadCategoryPaths } from './catalogue-csv';
import { IMPORT_MESSAGES, ImportedProduct, ImportProblem, readCatalogueCsv } from './catalogue-import';
import { CatalogueImport } from './catalogue-import.entity';
import { applyImportedProduct, CATALOGUE_IMPORT_JOB } from './catalogue-import.job';
import { CatalogueImportDto, ImportCheckDto } from './dto/catalogue-import.dto';

export const IMPORT_FILE_MESSAGES = {
  fileRequired: 'Choose a CSV file to import.',
  notText: 'The file is not UTF-8 text: save it as CSV (UTF-8) and try again.',
} as const;

/** Catalogue CSV imports: the dry run, which writes nothing, and the import itself, run as a job. */
@Injectable()
export class CatalogueImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
  ) {}

  /** Every problem of the file, by row and column, and what importing it would create and update. */
  async check(file: Buffer | undefined): Promise<ImportCheckDto> {
    return (await this.examine(file)).check;
  }

  /**
   * Starts importing a file the dry run finds no problem in: the import's row and its job are
   * written together, so a started import always runs.
   */
  async start(file: Buffer | undefined, adminId: number): Promise<CatalogueImportDto> {
    const { check, text } = await this.examine(file);
    if (check.problems.length) throw new InvalidInputError(IMPORT_MESSAGES.hasProblems);
    const job = await this.em.transactional(async (em) => {
      const created = em.create(CatalogueImport, { csv: text, products: check.products, createdBy: adminId });
      await em.flush();
      this.outbox.enqueue(em, CATALOGUE_IMPORT_JOB, { importId: created.id });
      return created;
    });
    return CatalogueImportDto.of(job);
  }

  /** How far an import has come; once done, what it created, updated and could not write. */
  async get(id: number): Promise<CatalogueImportDto> {
    const job = await this.em.fork().findOne(CatalogueImport, id);
    if (!job) throw new RecordNotFoundError('Import not found');
    return CatalogueImportDto.of(job);
  }

  private async examine(file: Buffer | undefined): Promise<{ check: ImportCheckDto; text: string }> {
    if (!file?.length) throw new InvalidInputError(IMPORT_FILE_MESSAGES.fileRequired);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    } catch {
      throw new InvalidInputError(IMPORT_FILE_MESSAGES.notText);
    }
    // Text has no NUL; PostgreSQL could not store one either.
    if (text.includes('\u0000')) throw new InvalidInputError(IMPORT_FILE_MESSAGES.notText);
    const { products, problems } = readCatalogueCsv(text);
    const names = products.map((product) => product.name.toLowerCase());
    const existing = await this.em.execute<{ name: string }[]>(
      // The names as one JSON parameter: a list of any length, each value bound, never spliced.
      `select lower(name) as name from products
        where lower(name) in (select value from json_array_elements_text(?::json))`,
      [JSON.stringify(names)],
    );
    const known = new Set(existing.map((row) => row.name));
    const { newCategories, pathProblems } = await this.categoryChanges(products);
    problems.push(...pathProblems);
    problems.sort((a, b) => a.row - b.row);
    const inShop = products.filter((product) => known.has(product.name.toLowerCase()));
    // One after the other: a large file asks the database in turn, not all at once.
    let updatedProducts = 0;
    for (const product of inShop) if (await this.wouldChange(product)) updatedProducts += 1;
    const check: ImportCheckDto = {
      products: products.length,
      variants: products.reduce((sum, product) => sum + product.variants.length, 0),
      newProducts: products.length - inShop.length,
      updatedProducts,
      unchangedProducts: inShop.length - updatedProducts,
      newCategories,
      problems,
    };
    return { check, text };
  }

  /**
   * Whether importing would change this product of the shop: the import's own change, made on a
   * context of its own and never flushed (nothing is written, nothing locked). One the import
   * could not write (its category is elsewhere, reported as a problem) counts as changed.
   */
  private async wouldChange(product: ImportedProduct): Promise<boolean> {
    try {
      return (await applyImportedProduct(this.em.fork(), product, { lock: false })).changed;
    } catch (error) {
      if (error instanceof DomainError) return true;
      throw error;
    }
  }

  /**
   * The categories an import would create (each by its whole path), and the paths it cannot
   * follow: a name is one category in the whole tree, so it cannot be placed under another parent.
   */
  private async categoryChanges(
    products: ImportedProduct[],
  ): Promise<{ newCategories: string[]; pathProblems: ImportProblem[] }> {
    const paths = [...(await loadCategoryPaths(this.em)).values()];
    const pathBySlug = new Map(paths.map((path) => [categorySlug(path.split(CATEGORY_PATH_SEPARATOR).pop()!), path]));
    const newCategories = new Set<string>();
    const pathProblems: ImportProblem[] = [];
    for (const { categoryPath, rows } of products) {
      for (let depth = 0; depth < categoryPath.length; depth++) {
        const path = categoryPath.slice(0, depth + 1).join(CATEGORY_PATH_SEPARATOR);
        const existing = pathBySlug.get(categorySlug(categoryPath[depth]));
        if (existing === undefined) {
          newCategories.add(path);
          // Made by this file: a later row cannot place the same name under another parent either.
          pathBySlug.set(categorySlug(categoryPath[depth]), path);
        } else if (
          slugs(categoryPath.slice(0, depth)) !== slugs(existing.split(CATEGORY_PATH_SEPARATOR).slice(0, -1))
        ) {
          const names = existing.split(CATEGORY_PATH_SEPARATOR);
          const message = IMPORT_MESSAGES.categoryElsewhere(names.pop()!, names.pop() ?? null);
          pathProblems.push({ row: rows[0], column: 'category_path', message });
          break;
        }
      }
    }
    return { newCategories: [...newCategories], pathProblems };
  }
}

const slugs = (names: string[]) => names.map(categorySlug).join('\n');

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../common/errors/domain-errors';
import { CATEGORY_PATH_SEPARATOR, categoryPaths } from './catalogue-csv';
import { readCatalogueCsv } from './catalogue-import';
import { ImportCheckDto } from './dto/catalogue-import.dto';

export const IMPORT_FILE_MESSAGES = {
  fileRequired: 'Choose a CSV file to import.',
  notText: 'The file is not UTF-8 text: save it as CSV (UTF-8) and try again.',
} as const;

/** Catalogue CSV imports: for now the dry run, which reads and checks a file and writes nothing. */
@Injectable()
export class CatalogueImportService {
  constructor(private readonly em: EntityManager) {}

  /** Every problem of the file, by row and column, and what importing it would create and update. */
  async check(file: Buffer | undefined): Promise<ImportCheckDto> {
    if (!file?.length) throw new InvalidInputError(IMPORT_FILE_MESSAGES.fileRequired);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    } catch {
      throw new InvalidInputError(IMPORT_FILE_MESSAGES.notText);
    }
    const { products, problems } = readCatalogueCsv(text);
    const names = products.map((product) => product.name.toLowerCase());
    const existing = await this.em.execute<{ name: string }[]>(
      // The names as one JSON parameter: a list of any length, each value bound, never spliced.
      `select lower(name) as name from products
        where lower(name) in (select value from json_array_elements_text(?::json))`,
      [JSON.stringify(names)],
    );
    const known = new Set(existing.map((row) => row.name));
    const paths = categoryPaths(
      await this.em.execute<{ id: number; name: string; parentId: number | null }[]>(
        `select id, name, parent_id as "parentId" from categories`,
      ),
    );
    const knownPaths = new Set([...paths.values()].map((path) => path.toLowerCase()));
    // Each missing category along each product's path, named by its whole path.
    const newCategories = new Set<string>();
    for (const { categoryPath } of products) {
      categoryPath.forEach((_, depth) => {
        const path = categoryPath.slice(0, depth + 1).join(CATEGORY_PATH_SEPARATOR);
        if (!knownPaths.has(path.toLowerCase())) newCategories.add(path);
      });
    }
    return {
      products: products.length,
      variants: products.reduce((sum, product) => sum + product.variants.length, 0),
      newProducts: products.filter((product) => !known.has(product.name.toLowerCase())).length,
      updatedProducts: products.filter((product) => known.has(product.name.toLowerCase())).length,
      newCategories: [...newCategories],
      problems,
    };
  }
}

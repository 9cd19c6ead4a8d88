import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Audited } from '../audit/audited';

export enum CatalogueImportStatus {
  /** Waiting for its job. */
  QUEUED = 'queued',
  RUNNING = 'running',
  /** Every product was tried: `failures` says which were not written and why. */
  DONE = 'done',
  /**
   * Its job gave up before the end (its last retry failed too; the log and the ops page say why):
   * the products before `processed` were written. Importing the file again finishes it.
   */
  STOPPED = 'stopped',
}

/** A product the import left as it was, and why. */
export interface ImportFailure {
  product: string;
  /** Its rows in the file, as a spreadsheet numbers them. */
  rows: number[];
  message: string;
}

/**
 * One upload of a catalogue CSV and how far its job has come. `processed` is the job's cursor: it
 * moves on in the same transaction as each product's write, so a job that stops anywhere resumes
 * at the next product and counts each one once.
 */
@Audited({ entity: 'catalogue-import' })
@Entity({ tableName: 'catalogue_imports' })
export class CatalogueImport {
  [OptionalProps]?: 'status' | 'processed' | 'created' | 'updated' | 'failures' | 'createdAt' | 'finishedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: () => CatalogueImportStatus })
  status: CatalogueImportStatus = CatalogueImportStatus.QUEUED;

  /** The file as uploaded; emptied once the import is done or stopped. */
  @Property({ type: 'text', lazy: true })
  csv!: string;

  /** Products the file describes. */
  @Property({ type: 'integer' })
  products!: number;

  @Property({ type: 'integer' })
  processed: number = 0;

  @Property({ type: 'integer' })
  created: number = 0;

  @Property({ type: 'integer' })
  updated: number = 0;

  @Property({ type: 'json' })
  failures: ImportFailure[] = [];

  /** The admin who started it (kept as a number: the import outlives an account's removal). */
  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}

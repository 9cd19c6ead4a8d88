import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { TaxDocumentKind } from './tax-document.entity';

/** The last serial issued in a kind's series for a financial year (decision 13). */
@Entity({ tableName: 'tax_document_series' })
export class TaxDocumentSeries {
  @Enum({ items: () => TaxDocumentKind, nativeEnumName: 'tax_document_kind', primary: true })
  kind!: TaxDocumentKind;

  @PrimaryKey({ type: 'string', length: 7 })
  financialYear!: string;

  @Property({ type: 'integer' })
  lastSerial!: number;
}

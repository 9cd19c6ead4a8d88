import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { MAX_DOCUMENT_NUMBER_LENGTH } from '@satchel/shared';
import { Order } from './order.entity';

export enum TaxDocumentKind {
  INVOICE = 'INVOICE',
  CREDIT_NOTE = 'CREDIT_NOTE',
}

/**
 * A tax invoice (issued when the order ships) or a credit note (when an invoiced order is
 * cancelled, or a return of it refunded: the return names its credit note): its number in its kind's series for the financial year, consecutive with no gap
 * (decision 13). Its amounts are the order's lines and charges as placed.
 */
@Entity({ tableName: 'tax_documents' })
@Unique({ name: 'tax_documents_series_unique', properties: ['kind', 'financialYear', 'serial'] })
@Unique({ name: 'tax_documents_number_unique', properties: ['number'] })
// One invoice per order; credit notes may be several (a cancellation's, or one per refunded return).
@Index({
  name: 'tax_documents_one_invoice',
  expression:
    'create unique index "tax_documents_one_invoice" on "tax_documents" ("order_id") where "kind" = \'INVOICE\'',
})
@Index({ name: 'tax_documents_order_idx', properties: ['order'] })
@Index({ name: 'tax_documents_issued_on_idx', properties: ['issuedOn'] })
export class TaxDocument {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'restrict' })
  order!: Rel<Order>;

  @Enum({ items: () => TaxDocumentKind, nativeEnumName: 'tax_document_kind' })
  kind!: TaxDocumentKind;

  @Property({ type: 'string', length: MAX_DOCUMENT_NUMBER_LENGTH })
  number!: string;

  /** "2026-27": April to March, in India. */
  @Property({ type: 'string', length: 7 })
  financialYear!: string;

  @Property({ type: 'integer' })
  serial!: number;

  @Property({ type: 'datetime' })
  issuedAt!: Date;

  /** The Indian date it was issued on: what the GST report's period selects by. */
  @Property({ type: 'date' })
  issuedOn!: string;
}

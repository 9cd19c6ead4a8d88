import {
  MAX_COMPANY_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_COMPANY_PHONE_LENGTH,
  MAX_COMPANY_PINCODE_LENGTH,
  COMPANY_DETAILS_ID,
  DEFAULT_INVOICE_PREFIX,
  REGISTRATION_TYPES,
  type RegistrationType,
} from '@satchel/shared';
import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CatalogueContent } from '../../infra/cache/catalogue-cache';
import { Upload } from '../media/upload.entity';
import { Audited } from '../audit/audited';

/** The shop's own details, shown in the header, footer, policies and e-mails: a single row. */
@Audited({ entity: 'company' })
@Entity({ tableName: 'company_details' })
@CatalogueContent()
export class CompanyDetails {
  [OptionalProps]?:
    | 'email'
    | 'phone'
    | 'address'
    | 'pincode'
    | 'gstin'
    | 'stateCode'
    | 'registrationType'
    | 'invoicePrefix'
    | 'logo'
    | 'updatedAt';

  static readonly ID = COMPANY_DETAILS_ID;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = CompanyDetails.ID;

  @Property({ type: 'string', length: MAX_COMPANY_NAME_LENGTH })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email: string = '';

  @Property({ type: 'string', length: MAX_COMPANY_PHONE_LENGTH })
  phone: string = '';

  @Property({ type: 'string', length: MAX_COMPANY_ADDRESS_LENGTH })
  address: string = '';

  @Property({ type: 'string', length: MAX_COMPANY_PINCODE_LENGTH })
  pincode: string = '';

  /** Printed on invoices; empty for a shop without one. */
  @Property({ type: 'string', length: 15, default: '' })
  gstin: string = '';

  /** Where the business is registered (a GST state code): with the delivery address's, it decides CGST + SGST or IGST. */
  @Property({ type: 'string', length: 2, nullable: true })
  stateCode: string | null = null;

  /** Only a regular registration with a GSTIN and a state charges GST and issues tax invoices. */
  @Enum({ items: () => REGISTRATION_TYPES, nativeEnumName: 'gst_registration_type', default: 'REGULAR' })
  registrationType: RegistrationType = 'REGULAR';

  /** The series tax invoices are numbered in: INV/2026-27/0001. */
  @Property({ type: 'string', length: 3, default: DEFAULT_INVOICE_PREFIX })
  invoicePrefix: string = DEFAULT_INVOICE_PREFIX;

  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'set null' })
  logo: Upload | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

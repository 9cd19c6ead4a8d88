import {
  MAX_COMPANY_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_COMPANY_PHONE_LENGTH,
  MAX_COMPANY_PINCODE_LENGTH,
  COMPANY_DETAILS_ID,
} from '@satchel/shared';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CatalogueContent } from '../../infra/cache/catalogue-cache';
import { Upload } from '../media/upload.entity';
import { Audited } from '../audit/audited';

/** The shop's own details, shown in the header, footer, policies and e-mails: a single row. */
@Audited({ entity: 'company' })
@Entity({ tableName: 'company_details' })
@CatalogueContent()
export class CompanyDetails {
  [OptionalProps]?: 'email' | 'phone' | 'address' | 'pincode' | 'gstin' | 'logo' | 'updatedAt';

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

  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'set null' })
  logo: Upload | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

import { MAX_ADDRESS_LINE_LENGTH, MAX_CITY_LENGTH, MAX_STATE_LENGTH, POSTAL_CODE_LENGTH } from '@satchel/shared';
import { Embeddable, Property } from '@mikro-orm/core';

/**
 * A postal address in India (docs/product.md §3's fields): a customer's address book entry, and
 * the copy an order keeps of the address it was placed with. Stored as plain columns
 * (`address_line1` …) of the table that embeds it.
 */
@Embeddable()
export class PostalAddress {
  @Property({ type: 'string', length: MAX_ADDRESS_LINE_LENGTH })
  addressLine1!: string;

  @Property({ type: 'string', length: MAX_ADDRESS_LINE_LENGTH, nullable: true })
  addressLine2: string | null = null;

  @Property({ type: 'string', length: MAX_CITY_LENGTH })
  city!: string;

  /** The state's name: one of INDIAN_STATES' as chosen, or free text kept from before they were. */
  @Property({ type: 'string', length: MAX_STATE_LENGTH })
  state!: string;

  /** Its GST state code; null for an old address whose state matched none (the customer picks it at checkout). */
  @Property({ type: 'string', length: 2, nullable: true })
  stateCode: string | null = null;

  @Property({ type: 'string', length: POSTAL_CODE_LENGTH })
  postalCode!: string;
}

/** The address's fields as plain data (a form, a row, a DTO). */
export type PostalAddressFields = Pick<
  PostalAddress,
  'addressLine1' | 'addressLine2' | 'city' | 'state' | 'stateCode' | 'postalCode'
>;

/** SQL: the address held in the columns of the row `alias` (an address's, an order's) as PostalAddressFields. */
export function postalAddressJsonSql(alias: string): string {
  return `json_build_object('addressLine1', ${alias}.address_line1, 'addressLine2', ${alias}.address_line2,
            'city', ${alias}.city, 'state', ${alias}.state, 'stateCode', ${alias}.state_code, 'postalCode', ${alias}.postal_code)`;
}

export const POSTAL_ADDRESS_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'stateCode',
  'postalCode',
] as const;

/** The address's own fields, copied out of an entity, a form or a row into a plain object. */
export function postalAddressOf(address: PostalAddressFields): PostalAddressFields {
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    stateCode: address.stateCode,
    postalCode: address.postalCode,
  };
}

/** The address as printed on an invoice or in an e-mail: its lines, the last "City, State PIN". */
export function postalAddressLines(address: PostalAddressFields): string[] {
  return [address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.postalCode}`].filter(
    (line): line is string => !!line,
  );
}

import { findIndianState } from '@satchel/shared';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConflictError, RecordNotFoundError } from '../../common/errors/domain-errors';
import { User } from '../users/user.entity';
import { Address } from './address.entity';
import { AddressFormDto } from './dto/address.dto';
import { postalAddressOf, PostalAddressFields } from './postal-address.embeddable';

export const DEFAULT_ADDRESS_UNDELETABLE = 'Default address cannot be deleted!';
export const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * A customer's address book. Exactly one address is the default once there is any: the first one
 * becomes it, and making another the default unsets the old one.
 */
@Injectable()
export class AddressesService {
  constructor(private readonly em: EntityManager) {}

  /** The default first, then in the order they were added. */
  list(user: User): Promise<Address[]> {
    return this.em.find(Address, { user }, { orderBy: { isDefault: 'desc', id: 'asc' } });
  }

  async get(user: User, id: number, em: EntityManager = this.em): Promise<Address> {
    const address = await em.findOne(Address, { id, user });
    if (!address) throw new RecordNotFoundError(ADDRESS_NOT_FOUND);
    return address;
  }

  async create(user: User, form: AddressFormDto): Promise<Address> {
    return this.em.transactional(async (em) => {
      await this.lockAddressBook(em, user);
      const first = (await em.count(Address, { user })) === 0;
      const makeDefault = first || form.isDefault === true;
      if (makeDefault) await em.nativeUpdate(Address, { user, isDefault: true }, { isDefault: false });
      const address = em.create(Address, { user, postal: fields(form), isDefault: makeDefault });
      await em.flush();
      return address;
    });
  }

  async update(user: User, id: number, form: AddressFormDto): Promise<Address> {
    return this.em.transactional(async (em) => {
      await this.lockAddressBook(em, user);
      const address = await this.get(user, id, em);
      // The default stays the default until another address takes its place.
      if (form.isDefault === true && !address.isDefault) {
        await em.nativeUpdate(Address, { user, isDefault: true }, { isDefault: false });
        address.isDefault = true;
      }
      em.assign(address, { postal: fields(form) });
      await em.flush();
      return address;
    });
  }

  async delete(user: User, id: number): Promise<Address> {
    return this.em.transactional(async (em) => {
      await this.lockAddressBook(em, user);
      const address = await this.get(user, id, em);
      if (address.isDefault) throw new ConflictError(DEFAULT_ADDRESS_UNDELETABLE);
      em.remove(address);
      await em.flush();
      return address;
    });
  }

  /** Changes to one customer's addresses run one at a time, so "the first" and "the default" hold. */
  private async lockAddressBook(em: EntityManager, user: User): Promise<void> {
    await em.execute('select id from users where id = ? for update', [user.id]);
  }
}

/** The address fields a form may set: never the owner, the id or the default flag. */
function fields(form: AddressFormDto): PostalAddressFields {
  // IsIndianState has written the state as the list names it.
  return postalAddressOf({
    ...form,
    addressLine2: form.addressLine2 ?? null,
    stateCode: findIndianState(form.state)!.code,
  });
}

import { useState, type FormEvent } from 'react';
import {
  ADDRESS_MESSAGES,
  MAX_ADDRESS_LINE_LENGTH,
  MAX_CITY_LENGTH,
  POSTAL_CODE_LENGTH,
  POSTAL_CODE_PATTERN,
} from '@satchel/shared';
import { api, errorMessage } from '../api/client';
import type { components } from '@satchel/shared/web';
import { useToast } from '../state/toasts';
import { FormField } from './FormField';
import { StateSelect } from './StateSelect';

export type Address = components['schemas']['AddressDto'];
type AddressFields = components['schemas']['AddressFormDto'];

const EMPTY: AddressFields = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  isDefault: false,
};

/**
 * Adds an address, or edits `address`. Required fields are checked by the browser and again by the
 * API, whose message is shown when it refuses.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  messages,
}: {
  address?: Address;
  onSaved: (saved: Address) => void;
  onCancel: () => void;
  /** The toasts of the screen using the form (checkout and the account area word them differently). */
  messages: { added: string; updated: string; failed: string };
}) {
  const toast = useToast();
  const [fields, setFields] = useState<AddressFields>(
    address
      ? {
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 ?? '',
          city: address.city,
          // An old address whose state matched none of the list's: the customer picks it.
          state: address.stateCode ? address.state : '',
          postalCode: address.postalCode,
          isDefault: address.isDefault,
        }
      : EMPTY,
  );
  const [saving, setSaving] = useState(false);
  const set = (name: keyof AddressFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const body = { ...fields, addressLine2: fields.addressLine2 || null };
    const { data, error } = await (address
      ? api.PUT('/api/addresses/{id}', { params: { path: { id: address.id } }, body })
      : api.POST('/api/addresses', { body }));
    setSaving(false);
    if (!data) {
      toast.error(errorMessage(error, messages.failed));
      return;
    }
    toast.success(address ? messages.updated : messages.added);
    onSaved(data);
  }

  return (
    <form className="address-form" onSubmit={(event) => void submit(event)}>
      <FormField
        label="Address Line 1 *"
        name="addressLine1"
        required
        value={fields.addressLine1}
        onValueChange={set('addressLine1')}
        autoComplete="address-line1"
        maxLength={MAX_ADDRESS_LINE_LENGTH}
      />
      <FormField
        label="Address Line 2"
        name="addressLine2"
        value={fields.addressLine2 ?? ''}
        onValueChange={set('addressLine2')}
        autoComplete="address-line2"
        maxLength={MAX_ADDRESS_LINE_LENGTH}
      />
      <FormField
        label="City *"
        name="city"
        required
        value={fields.city}
        onValueChange={set('city')}
        autoComplete="address-level2"
        maxLength={MAX_CITY_LENGTH}
      />
      <StateSelect value={fields.state} onValueChange={set('state')} />
      <FormField
        label="Postal Code *"
        name="postalCode"
        required
        inputMode="numeric"
        maxLength={POSTAL_CODE_LENGTH}
        pattern={POSTAL_CODE_PATTERN}
        title={ADDRESS_MESSAGES.postalCodeFormat}
        value={fields.postalCode}
        onValueChange={set('postalCode')}
        autoComplete="postal-code"
      />
      <label className="address-form__default">
        <input
          type="checkbox"
          checked={Boolean(fields.isDefault)}
          onChange={(event) => setFields((current) => ({ ...current, isDefault: event.target.checked }))}
        />
        Set as default address
      </label>
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          Save
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

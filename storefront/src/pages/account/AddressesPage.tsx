import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { AddressForm, type Address } from '../../components/AddressForm';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../state/toasts';

/** /myaccount/address: the customer's addresses, to add, edit, make default or delete. */
export default function AddressesPage() {
  const toast = useToast();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address>();
  const messages = {
    added: 'Address added!',
    updated: 'Address updated!',
    failed: 'Save failed!',
  };

  const load = useCallback(async () => {
    const { data } = await api.GET('/api/addresses');
    setAddresses(data ?? []);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function remove(address: Address) {
    setDeleting(undefined);
    const { data, error } = await api.DELETE('/api/addresses/{id}', { params: { path: { id: address.id } } });
    if (data) toast.success('Address deleted!');
    else toast.error(errorMessage(error, 'Delete failed!'));
    await load();
  }

  const saved = () => {
    setEditing(null);
    void load();
  };

  if (addresses === null) return <div className="page-loading" aria-busy="true" />;
  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title">Addresses</h1>
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="address-card">
            {editing === address.id ? (
              <AddressForm address={address} messages={messages} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <p>
                  {address.addressLine1}
                  {address.addressLine2 ? `, ${address.addressLine2}` : ''}
                  <br />
                  {address.city}, {address.state} {address.postalCode}
                  {address.isDefault && <span className="chip address-card__default">Default</span>}
                </p>
                <div className="address-card__actions">
                  <button type="button" className="link-button" onClick={() => setEditing(address.id)}>
                    Edit
                  </button>
                  <button type="button" className="link-button" onClick={() => setDeleting(address)}>
                    Delete
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
        <li className="address-card">
          {editing === 'new' ? (
            <AddressForm messages={messages} onSaved={saved} onCancel={() => setEditing(null)} />
          ) : (
            <button type="button" className="button button--outline" onClick={() => setEditing('new')}>
              Add New Address
            </button>
          )}
        </li>
      </ul>
      {deleting && (
        <ConfirmDialog
          title="Delete address"
          question="Are you sure you want to delete this address?"
          confirmLabel="Delete"
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </section>
  );
}

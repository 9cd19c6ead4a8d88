import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { useCompany } from '../../state/catalogue';
import { PAGE_NAMES } from '@satchel/shared';
import { useDocumentTitle } from '../../lib/document-title';
import './info.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** /contact-us: the company's details and a form that only thanks the sender (it makes no call). */
export default function ContactPage() {
  useDocumentTitle(PAGE_NAMES.contact);
  const company = useCompany();
  const [fields, setFields] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(true);
    setFields(EMPTY);
  }

  return (
    <article className="info-page contact-page">
      <h1>{PAGE_NAMES.contact}</h1>
      <address className="contact-page__details">
        {company?.address && (
          <p>
            {company.address}
            {company.pincode ? ` – ${company.pincode}` : ''}
          </p>
        )}
        {company?.email && <a href={`mailto:${company.email}`}>{company.email}</a>}
        {company?.phone && <a href={`tel:${company.phone}`}>{company.phone}</a>}
      </address>
      <form className="address-form" onSubmit={submit}>
        <FormField label="Full Name" name="name" required value={fields.name} onValueChange={set('name')} />
        <FormField
          label="Email Address"
          name="email"
          type="email"
          required
          value={fields.email}
          onValueChange={set('email')}
        />
        <FormField label="Subject" name="subject" required value={fields.subject} onValueChange={set('subject')} />
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={5}
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
        />
        <div className="address-form__actions">
          <button type="submit" className="button button--primary">
            Submit
          </button>
        </div>
        {sent && (
          <p role="status" className="contact-page__thanks">
            Thank you for your message! We will get back to you soon.
          </p>
        )}
      </form>
    </article>
  );
}

import { useCompany } from '../../state/catalogue';
import { PolicyText } from './LegalPage';
import { PAGE_NAMES } from '@satchel/shared';
import { useDocumentTitle } from '../../lib/document-title';
import './info.css';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  useDocumentTitle(PAGE_NAMES.privacyPolicy);
  const company = useCompany();
  const name = company?.name || 'Satchel';
  const email = company?.email || 'our support address';
  return (
    <article className="info-page">
      <h1>{PAGE_NAMES.privacyPolicy}</h1>
      <PolicyText
        slug="privacy-policy"
        title={PAGE_NAMES.privacyPolicy}
        sections={[
          {
            id: 'collect',
            title: 'Information we collect',
            body: (
              <p>
                When you create an account or place an order with {name} we keep your name, e-mail address, mobile
                number, delivery addresses and the orders you place, so that we can deliver them and keep you informed.
              </p>
            ),
          },
          {
            id: 'use',
            title: 'How we use it',
            body: (
              <p>
                We use your details to process and deliver orders, to send order e-mails and to answer your questions.
                We do not sell your personal information.
              </p>
            ),
          },
          {
            id: 'children',
            title: "Children's privacy",
            body: <p>Our service is not for children under 13, and we do not knowingly collect their data.</p>,
          },
          {
            id: 'rights',
            title: 'Your rights',
            body: <p>You may see, correct or delete your details at any time from your account or by writing to us.</p>,
          },
          {
            id: 'contact',
            title: 'Contact us',
            body: (
              <p>
                Questions about this policy: {name}, {email}.
              </p>
            ),
          },
        ]}
      />
    </article>
  );
}

import { useState } from 'react';
import { useCompany } from '../../state/catalogue';
import { PolicyText } from './LegalPage';
import { PAGE_NAMES } from '@satchel/shared';
import { useDocumentTitle } from '../../lib/document-title';
import './info.css';

/** /terms-and-conditions */
export default function TermsPage() {
  useDocumentTitle(PAGE_NAMES.terms);
  const company = useCompany();
  const [accepted, setAccepted] = useState(false);
  const name = company?.name || 'Satchel';
  const email = company?.email || 'our support address';
  return (
    <article className="info-page">
      <header className="terms-head">
        <div>
          <h1>{PAGE_NAMES.terms}</h1>
          <p>{name}</p>
        </div>
        <span className="chip chip--success">Active Terms</span>
        <button
          type="button"
          className={`button ${accepted ? 'button--primary' : 'button--outline'}`}
          aria-pressed={accepted}
          onClick={() => setAccepted((value) => !value)}
        >
          {accepted ? 'Terms Accepted' : 'Accept Terms'}
        </button>
      </header>
      <PolicyText
        slug="terms-conditions"
        title={PAGE_NAMES.terms}
        sections={[
          {
            id: 'interpretation',
            title: 'Interpretation and Definitions',
            body: (
              <p>
                Words with capitals have the meanings defined here, whether singular or plural. "Company" means {name};
                "Service" means this website; "You" means the person using the Service.
              </p>
            ),
          },
          {
            id: 'acknowledgment',
            title: 'Acknowledgment',
            body: (
              <p>
                These terms govern your use of the Service. You must be over 18 to use it; by using it you confirm that
                you are.
              </p>
            ),
          },
          {
            id: 'links',
            title: 'Links to Other Websites',
            body: (
              <p>
                The Service may link to websites we do not control. We are not responsible for their content or
                practices.
              </p>
            ),
          },
          {
            id: 'termination',
            title: 'Termination',
            body: (
              <p>
                We may end or suspend your access at any time, without notice, for any reason, including a breach of
                these terms.
              </p>
            ),
          },
          {
            id: 'liability',
            title: 'Limitation of Liability',
            body: (
              <p>
                Our total liability is limited to the amount you paid through the Service or 100 USD, whichever is
                greater.
              </p>
            ),
          },
          {
            id: 'as-is',
            title: '"AS IS" and "AS AVAILABLE" Disclaimer',
            body: (
              <p>
                The Service is provided "AS IS" and "AS AVAILABLE", with all faults and without warranty of any kind.
              </p>
            ),
          },
          {
            id: 'law',
            title: 'Governing Law and Disputes',
            body: (
              <>
                <p>
                  These terms are governed by the laws of Maharashtra, India. If you have a concern or dispute, please
                  first try to resolve it informally by contacting us.
                </p>
                <p>
                  If you are a European Union consumer, you will benefit from any mandatory provisions of the law of
                  your country of residence. You represent that you are not in a country under a United States
                  Government embargo and not on any US Government list of prohibited or restricted parties.
                </p>
              </>
            ),
          },
          {
            id: 'severability',
            title: 'Severability',
            body: (
              <p>
                If any provision is held unenforceable, it is changed to achieve its aim as far as the law allows and
                the rest remain in force.
              </p>
            ),
          },
          {
            id: 'waiver',
            title: 'Waiver',
            body: <p>Not exercising a right under these terms does not waive that right later.</p>,
          },
          {
            id: 'changes',
            title: 'Changes to These Terms',
            body: (
              <p>
                We may change these terms; for a material change we will give at least 30 days notice before it takes
                effect.
              </p>
            ),
          },
          { id: 'contact', title: 'Contact Us', body: <p>Questions about these terms: {email}.</p> },
        ]}
      />
      <p className="info-page__copyright">© 2025 {name}. All rights reserved.</p>
    </article>
  );
}

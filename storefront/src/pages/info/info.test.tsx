import { fireEvent, screen, within } from '@testing-library/react';
import { json, mockFetch, renderInShop, sentRequests } from '../../test-utils';
import ContactPage from './ContactPage';
import { sectionsOfHtml } from './LegalPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import RefundPolicyPage from './RefundPolicyPage';
import TermsPage from './TermsPage';

const company = {
  name: 'Satchel & Sons',
  email: 'hello@satchel.in',
  phone: '9820012345',
  address: 'Linking Road',
  pincode: '400050',
  logoUrl: null,
};

afterEach(() => jest.restoreAllMocks());

describe('information pages', () => {
  it('the contact form thanks the sender and calls no API', async () => {
    const fetchMock = mockFetch(() => json(company));
    renderInShop(<ContactPage />);
    expect(await screen.findByText('hello@satchel.in')).toBeInTheDocument();
    const before = sentRequests(fetchMock).length;
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Do you ship to Pune?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Thank you for your message! We will get back to you soon.')).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toHaveLength(before);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('the terms show the built-in sections when no admin text exists, and Accept Terms toggles', async () => {
    mockFetch((request) =>
      request.url.includes('legal-pages') ? json({ message: 'Legal page not found' }, 404) : json(company),
    );
    renderInShop(<TermsPage />);
    expect(await screen.findByRole('heading', { name: 'Governing Law and Disputes' })).toBeInTheDocument();
    expect(screen.getByText(/laws of Maharashtra, India/)).toBeInTheDocument();
    expect(screen.getByText(/must be over 18/)).toBeInTheDocument();
    expect(await screen.findByText('© 2025 Satchel & Sons. All rights reserved.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Accept Terms' });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Terms Accepted' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("the terms show the admin's text when there is some", async () => {
    mockFetch((request) =>
      request.url.includes('legal-pages')
        ? json({
            id: 1,
            title: 'Terms',
            slug: 'terms-conditions',
            content: '<p>Our own terms.</p>',
            createdAt: '',
            updatedAt: '',
          })
        : json(company),
    );
    renderInShop(<TermsPage />);
    expect(await screen.findByText('Our own terms.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waiver' })).toBeNull();
  });

  it("the privacy policy cuts the admin's text into sections at its headings, with their contents, and one title", async () => {
    mockFetch((request) =>
      request.url.includes('legal-pages')
        ? json({
            id: 2,
            title: 'Privacy Policy',
            slug: 'privacy-policy',
            content:
              '<h2>Privacy Policy</h2><p>What we keep, and why.</p><h3>Information we collect</h3><p>Your name.</p>' +
              '<h3>Your rights</h3><p>Ask us anything.</p><h3>Your rights</h3><p>Twice named.</p>',
            createdAt: '',
            updatedAt: '',
          })
        : json(company),
    );
    renderInShop(<PrivacyPolicyPage />);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Information we collect', 'Your rights', 'Your rights']);
    expect(screen.getAllByRole('heading', { name: 'Privacy Policy' })).toHaveLength(1);
    expect(screen.getByText('What we keep, and why.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Information we collect' })).toHaveTextContent('Your name.');
    const ids = within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(ids).size).toBe(3);
  });

  it("drops a first heading that repeats the page's title, '&' or 'and'", () => {
    const { intro, sections } = sectionsOfHtml(
      '<h2>Terms and Conditions</h2><p>Read us.</p><h3>Waiver</h3><p>None.</p>',
      'Terms & Conditions',
    );
    expect(intro).toBe('<p>Read us.</p>');
    expect(sections.map((section) => section.title)).toEqual(['Waiver']);
  });

  it('the refund policy has six tabs with the 7 and 14 day windows', () => {
    mockFetch(() => json(company));
    renderInShop(<RefundPolicyPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Cancellation Rights',
      'Return Conditions',
      'Return Process',
      'Gift Returns',
      'Contact',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('within 7 days');
    fireEvent.click(screen.getByRole('tab', { name: 'Return Conditions' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sale items are not refundable.');
  });
});

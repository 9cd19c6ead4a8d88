import { fireEvent, screen } from '@testing-library/react';
import { json, mockFetch, renderInShop, sentRequests } from '../../test-utils';
import ContactPage from './ContactPage';
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

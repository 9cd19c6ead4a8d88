import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { writeHtml } from '../test-utils';
import { LegalPagesPage } from './LegalPagesPage';

const pages = {
  'privacy-policy': {
    id: 'privacy-policy',
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content: '<p>We keep your data safe.</p>',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  'terms-conditions': {
    id: 'terms-conditions',
    slug: 'terms-conditions',
    title: 'Terms and Conditions',
    content: '',
    updatedAt: null,
  },
};

function renderPage(provider: Partial<DataProvider>) {
  const getOne = jest.fn(async (_resource: string, { id }: { id: keyof typeof pages }) => ({ data: pages[id] }));
  const dataProvider = testDataProvider({ getOne, ...provider } as Partial<DataProvider>);
  render(
    <AdminContext dataProvider={dataProvider}>
      <LegalPagesPage />
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

/** react-admin logs every failed call; the failures here are the point of the test. */
const quietly = () => jest.spyOn(console, 'error').mockImplementation(() => {});

afterEach(() => jest.restoreAllMocks());

describe('the legal pages editor', () => {
  it("loads each tab's page from the legal-pages resource by its slug", async () => {
    const dataProvider = renderPage({});

    expect(await screen.findByRole('textbox', { name: 'Privacy Policy' })).toContainHTML(
      '<p>We keep your data safe.</p>',
    );
    expect(dataProvider.getOne).toHaveBeenCalledWith('legal-pages', expect.objectContaining({ id: 'privacy-policy' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    expect(await screen.findByRole('textbox', { name: 'Terms and Conditions' })).toHaveTextContent('');
    expect(dataProvider.getOne).toHaveBeenCalledWith(
      'legal-pages',
      expect.objectContaining({ id: 'terms-conditions' }),
    );
  });

  it("saves the open tab's content and says 'Page saved successfully!'", async () => {
    const update = jest.fn(async (_resource: string, { id, data }: { id: keyof typeof pages; data: object }) => ({
      data: { ...pages[id], ...data, updatedAt: '2026-11-23T09:00:00.000Z' },
    }));
    renderPage({ update } as Partial<DataProvider>);

    fireEvent.click(await screen.findByRole('tab', { name: 'Terms & Conditions' }));
    await writeHtml('Terms and Conditions', '<h2>Conduct</h2><p>Be <strong>kind</strong>.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Page saved successfully!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('legal-pages', {
      id: 'terms-conditions',
      data: { content: '<h2>Conduct</h2><p>Be <strong>kind</strong>.</p>' },
      previousData: pages['terms-conditions'],
    });
    expect(screen.queryByText('Failed to save page.')).toBeNull();
  });

  it("says 'Failed to save page.' when the API refuses", async () => {
    quietly();
    const update = jest.fn().mockRejectedValue(new Error('Please write the page content.'));
    renderPage({ update });

    await writeHtml('Privacy Policy', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to save page.')).toBeInTheDocument();
    expect(screen.queryByText('Page saved successfully!')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Privacy Policy' })).toHaveTextContent('');
  });

  it("says 'Failed to fetch legal pages.' when they cannot be loaded", async () => {
    quietly();
    renderPage({ getOne: jest.fn().mockRejectedValue(new Error('Internal server error')) });

    expect(await screen.findByText('Failed to fetch legal pages.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { calledPath } from '../test-utils';
import { json } from '../webhooks/testWebhooks';
import { ImportCatalogueButton } from './ImportCatalogueButton';

const CLEAN = {
  problems: [],
  products: 2,
  variants: 3,
  newProducts: 0,
  updatedProducts: 1,
  unchangedProducts: 1,
  newCategories: [],
};
const PROBLEMS = {
  ...CLEAN,
  problems: [{ row: 3, column: 'stock', message: 'Please enter a valid stock quantity.' }],
};
const job = (changes: object = {}) => ({
  id: 9,
  status: 'running',
  products: 2,
  processed: 1,
  created: 0,
  updated: 0,
  unchanged: 0,
  failed: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
  ...changes,
});

/** The import calls, answered in turn: `checks` per dry run, one start, then progress. */
function stubApi(
  checks: object[],
  progress: object[] = [job({ status: 'done', processed: 2, created: 0, updated: 1, unchanged: 1 })],
) {
  const calls: string[] = [];
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => (release = resolve));
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = calledPath(request);
    calls.push(`${request.method} ${path}`);
    if (path === '/api/admin/products/import/check') return json(200, checks.shift());
    if (path === '/api/admin/products/import') {
      await started;
      return json(202, job({ status: 'queued', processed: 0 }));
    }
    if (path === '/api/admin/products/imports/9') return json(200, progress.shift() ?? job());
    return json(404, { statusCode: 404, message: 'Not found' });
  });
  return { calls, release };
}

function openDialog() {
  renderInAdmin(<ImportCatalogueButton />, fakeDataProvider({}), { resource: 'product' });
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  return screen.getByRole('dialog', { name: 'Import products from CSV' });
}

const csv = () => new File(['name\n'], 'products.csv', { type: 'text/csv' });

afterEach(() => jest.restoreAllMocks());

describe('the catalogue import dialog', () => {
  it('lists the dry run’s problems, and lets the same file be chosen again', async () => {
    stubApi([PROBLEMS]);
    const dialog = openDialog();
    const input = within(dialog).getByLabelText('CSV file') as HTMLInputElement;
    const setValue = jest.spyOn(input, 'value', 'set');

    fireEvent.change(input, { target: { files: [csv()] } });
    const problems = await within(dialog).findByRole('table', { name: 'Problems' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent('3stockPlease enter a valid stock quantity.');
    expect(within(dialog).getByRole('button', { name: 'Import 2 products' })).toBeDisabled();
    // The input was emptied, so a browser reads the same file name again once the admin corrects it.
    expect(setValue).toHaveBeenCalledWith('');
  });

  it('starts one import however often Import is clicked, and can be closed while it runs', async () => {
    const { calls, release } = stubApi([CLEAN], [job()]);
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [csv()] } });
    const start = await within(dialog).findByRole('button', { name: 'Import 2 products' });
    // Only what the file changes counts as updated.
    expect(
      within(dialog).getByText('No problems found: 0 new, 1 updated and 1 unchanged products, 3 sizes.'),
    ).toBeVisible();

    fireEvent.click(start);
    await waitFor(() => expect(start).toBeDisabled());
    fireEvent.click(start);
    await act(async () => release());
    expect(
      await within(dialog).findByText('The import continues on the server if you close this window.'),
    ).toBeVisible();
    expect(calls.filter((call) => call === 'POST /api/admin/products/import')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('forgets an answer that comes after the dialog was closed', async () => {
    const { calls, release } = stubApi([CLEAN]);
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [csv()] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 products' }));
    // Cancelled while the import's request is on its way; its answer comes later.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => release());

    // Opened again: a fresh dialog, not the import it was no longer following, and nothing polled.
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const reopened = await screen.findByRole('dialog', { name: 'Import products from CSV' });
    expect(within(reopened).getByText('Choose a CSV file')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(within(reopened).queryByRole('progressbar', { name: 'Import progress' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('GET /api/admin/products/imports/'))).toEqual([]);
  });

  it('says when the import stopped before its end, and stops asking', async () => {
    const { calls, release } = stubApi([CLEAN], [job({ status: 'stopped', processed: 1, updated: 1 })]);
    release();
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [csv()] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 products' }));
    expect(await within(dialog).findByText(/^The import stopped before its end/, {}, { timeout: 3000 })).toBeVisible();
    expect(within(dialog).getByText('Import stopped: 1 of 2 products')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(calls.filter((call) => call.startsWith('GET /api/admin/products/imports/'))).toHaveLength(1);
  });

  it('follows the job to its summary', async () => {
    stubApi([CLEAN]).release();
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [csv()] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 products' }));
    expect(
      await within(dialog).findByText('0 created, 1 updated, 1 unchanged, 0 failed.', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});

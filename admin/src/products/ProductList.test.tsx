import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type GetListParams } from 'react-admin';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { ProductList } from './ProductList';
import { screenIs } from '../test-utils';

const product = (id: number) => ({
  id,
  name: `Tote ${id}`,
  categoryId: 3,
  category: { id: 3, name: 'Totes', slug: 'totes' },
  images: [
    { id: id * 10, uploadId: id * 100, url: `/uploads/${id}-a.jpg`, filename: `${id}-a.jpg` },
    { id: id * 10 + 1, uploadId: id * 100 + 1, url: `/uploads/${id}-b.jpg`, filename: `${id}-b.jpg` },
  ],
  variants: [
    { id: id * 10, color: 'Tan', size: 'M', stock: 12, originalPrice: 125000, discountPrice: 99999.5 },
    { id: id * 10 + 1, color: 'Black', size: 'L', stock: 5, originalPrice: 2499, discountPrice: null },
    { id: id * 10 + 2, color: 'Red', size: 'S', stock: 0, originalPrice: 999, discountPrice: null },
  ],
});

// 42 products, newest first, served a page at a time as the API would.
const all = Array.from({ length: 42 }, (_, index) => product(42 - index));
const pages = () =>
  jest.fn((_resource: string, { pagination }: GetListParams) => {
    const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
    return Promise.resolve({ data: all.slice((page - 1) * perPage, page * perPage), total: all.length });
  });

afterEach(() => jest.restoreAllMocks());

function openList(methods: Parameters<typeof fakeDataProvider>[0]) {
  return renderInAdmin(<ProductList />, fakeDataProvider(methods), { resource: 'product', at: '/product' });
}

/** S.No and product name of each row of the main table (not the variants sub-tables). */
function rows() {
  return screen
    .getAllByRole('row')
    .filter((row) => row.closest('table')?.getAttribute('aria-label')?.startsWith('Variants') !== true)
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 3)
    .map((cells) => [cells[1].textContent, cells[3].textContent]);
}

describe('the product list', () => {
  it("pages 10 at a time with first, previous, next and last, saying 'Showing x - y of total products'", async () => {
    const getList = pages();
    openList({ getList });

    expect(await screen.findByText('Showing 1 - 10 of 42 products')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith(
      'product',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' } }),
    );
    expect(rows()[0]).toEqual(['1', 'Tote 42']);
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11 - 20 of 42 products')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toEqual(['11', 'Tote 32']));

    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Showing 41 - 42 of 42 products')).toBeInTheDocument();
    await waitFor(() =>
      expect(rows()).toEqual([
        ['41', 'Tote 2'],
        ['42', 'Tote 1'],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('Showing 1 - 10 of 42 products')).toBeInTheDocument();
  }, 120_000);

  it('opens a variants sub-table: stock green above 10, yellow 1 to 10, red at 0; prices in rupees', async () => {
    openList({ getList: pages() });

    const [first] = await screen.findAllByRole('button', { name: '3 variants' });
    fireEvent.click(first);

    const variants = await screen.findByRole('table', { name: 'Variants of Tote 42' });
    const cells = within(variants)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Tan', 'M', '12', '₹1,25,000.00', '₹99,999.50'],
      ['Black', 'L', '5', '₹2,499.00', '—'],
      ['Red', 'S', '0', '₹999.00', '—'],
    ]);
    const chip = (stock: string) => within(variants).getByText(stock).closest('.MuiChip-root');
    expect(chip('12')).toHaveClass('MuiChip-colorSuccess');
    expect(chip('5')).toHaveClass('MuiChip-colorWarning');
    expect(chip('0')).toHaveClass('MuiChip-colorError');

    fireEvent.click(first);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Variants of Tote 42' })).toBeNull());
  });

  it("shows a product's pictures in a gallery", async () => {
    openList({ getList: pages() });

    fireEvent.click((await screen.findAllByRole('button', { name: 'View (2)' }))[0]);

    const gallery = await screen.findByRole('dialog', { name: 'Tote 42' });
    expect(within(gallery).getByRole('img', { name: 'Tote 42, picture 1' })).toHaveAttribute(
      'src',
      '/uploads/42-a.jpg',
    );
    expect(within(gallery).getByRole('img', { name: 'Tote 42, picture 2' })).toHaveAttribute(
      'src',
      '/uploads/42-b.jpg',
    );
  });

  it('exports the whole catalogue as the API writes it, under the name it gives', async () => {
    const asked: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push((input as Request).url);
      return new Response('product_name,category_path\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="products-2026-11-25.csv"',
        },
      });
    });
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    openList({ getList: pages() });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['products-2026-11-25.csv']));
    expect(asked).toEqual([expect.stringMatching(/\/api\/admin\/products\/export$/)]);
  });

  it("deletes after confirmation and says 'Product deleted successfully'", async () => {
    const remove = jest.fn().mockResolvedValue({ data: all[0] });
    openList({ getList: pages(), delete: remove });

    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete' }))[0]);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('product', expect.objectContaining({ id: 42 }));
  });

  it("says 'Failed to delete product' when the delete fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openList({ getList: pages(), delete: jest.fn().mockRejectedValue(new HttpError('Internal server error', 500)) });

    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete' }))[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch products' in place of the table when the list cannot be read", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openList({ getList: jest.fn().mockRejectedValue(new HttpError('Internal server error', 500)) });

    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a card per product on a phone, with Edit and Delete in reach', async () => {
    screenIs('small');
    try {
      openList({ getList: pages() });
      const card = await screen.findByRole('article', { name: 'Tote 42' });
      expect(card).toHaveTextContent('Totes');
      expect(within(card).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      fireEvent.click(within(card).getByRole('button', { name: '3 variants' }));
      expect(await within(card).findByRole('table', { name: 'Variants of Tote 42' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(10);
    } finally {
      screenIs('large');
    }
  });
});

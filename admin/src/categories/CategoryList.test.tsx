import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { CategoryList } from './CategoryList';
import type { CategoryRecord } from './categoryTree';
import { categoryRecord } from './testCatalogue';

const catalogue = [
  categoryRecord(5, 'Belts', null, '<p>Leather <b>belts</b></p>'),
  categoryRecord(1, 'Handbags', null),
  categoryRecord(4, 'Clutches', 1),
  categoryRecord(6, 'Mini', 4),
  categoryRecord(3, 'Totes', 1),
];

const listing = (data: CategoryRecord[]) => jest.fn().mockResolvedValue({ data, total: data.length });

/** Each body row as its S.No and category name. */
function rows() {
  const table = screen.getByRole('table', { name: 'Categories' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );
}

afterEach(() => jest.restoreAllMocks());

describe('the category list', () => {
  it('numbers the tree 1, 2, 2.1, 2.1.1 and expands and collapses subcategories', async () => {
    renderInAdmin(<CategoryList />, fakeDataProvider({ getList: listing(catalogue) }));

    await screen.findByText('Handbags');
    expect(rows()).toEqual([
      ['1', 'Belts'],
      ['2', 'Handbags'],
    ]);
    // The description reads as text, not markup.
    expect(screen.getByText('Leather belts')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Expand Handbags' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand Clutches' }));
    expect(rows()).toEqual([
      ['1', 'Belts'],
      ['2', 'Handbags'],
      ['2.1', 'Clutches'],
      ['2.1.1', 'Mini'],
      ['2.2', 'Totes'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Collapse Handbags' }));
    expect(rows()).toEqual([
      ['1', 'Belts'],
      ['2', 'Handbags'],
    ]);
  });

  it("says 'No categories found' when there are none, and offers Create New", async () => {
    renderInAdmin(<CategoryList />, fakeDataProvider({ getList: listing([]) }));

    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/category\/create$/),
    );
  });

  it("says 'Failed to fetch categories' when the list cannot be read", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInAdmin(
      <CategoryList />,
      fakeDataProvider({ getList: jest.fn().mockRejectedValue(new HttpError('Internal server error', 500)) }),
    );

    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("deletes after confirmation and says 'Deleted category: {name}'", async () => {
    const remove = jest.fn().mockResolvedValue({ data: catalogue[0] });
    renderInAdmin(<CategoryList />, fakeDataProvider({ getList: listing(catalogue), delete: remove }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Belts' }));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Deleted category: Belts')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('category', expect.objectContaining({ id: 5 }));
  });

  it("shows the API's reason for a 409, and the product's words for any other failure", async () => {
    const reason = 'Handbags still has 2 subcategories: move or delete them first.';
    // react-admin logs each failed call.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(reason, 409, { statusCode: 409, message: reason }))
      .mockRejectedValueOnce(new HttpError('Internal server error', 500, { statusCode: 500 }));
    renderInAdmin(<CategoryList />, fakeDataProvider({ getList: listing(catalogue), delete: remove }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Handbags' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Belts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
  });

  it('opens create and edit in a dialog over the tree, at their own addresses, and closes back to the list', async () => {
    const getOne = jest.fn((_resource: string, { id }: { id: string }) =>
      Promise.resolve({ data: catalogue.find((category) => String(category.id) === String(id)) }),
    );
    const { unmount } = renderInAdmin(<CategoryList />, fakeDataProvider({ getList: listing(catalogue), getOne }), {
      at: '/category/create',
    });
    const creating = await screen.findByRole('dialog', { name: 'Create category' });
    expect(within(creating).getByLabelText(/Category name/)).toHaveValue('');
    expect(screen.getByRole('table', { name: 'Categories', hidden: true })).toBeInTheDocument();
    fireEvent.click(within(creating).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    renderInAdmin(<CategoryList />, fakeDataProvider({ getList: listing(catalogue), getOne }), { at: '/category/3' });
    const editing = await screen.findByRole('dialog', { name: 'Edit category' });
    await waitFor(() => expect(within(editing).getByLabelText(/Category name/)).toHaveValue('Totes'));
    expect(getOne).toHaveBeenCalledWith('category', expect.objectContaining({ id: '3' }));
  });
});

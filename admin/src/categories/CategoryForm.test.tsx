import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { CategoryCreate, CategoryEdit } from './CategoryForm';
import type { CategoryRecord } from './categoryTree';
import { TEST_CATALOGUE } from './testCatalogue';
import { writeHtml } from '../test-utils';

beforeAll(() => {
  // jsdom has no object URLs; react-admin previews picked files with them.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const listing = () => jest.fn().mockResolvedValue({ data: TEST_CATALOGUE, total: TEST_CATALOGUE.length });

async function pickImage(...names: string[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  const files = names.map((name) => new File(['png'], name, { type: 'image/png' }));
  fireEvent.change(input!, { target: { files } });
  await waitFor(() => expect(screen.getAllByRole('img', { name: names.at(-1) })).not.toHaveLength(0));
}

afterEach(() => jest.restoreAllMocks());

describe('the category create form', () => {
  it('strips characters other than letters, digits and spaces as the name is typed', async () => {
    renderInAdmin(<CategoryCreate />, fakeDataProvider({ getList: listing() }));

    const name = await screen.findByLabelText(/Category name/);
    fireEvent.change(name, { target: { value: 'Tote$ & Bags!' } });
    expect(name).toHaveValue('Tote  Bags');
  });

  it("asks for a name and exactly one image with the product's messages", async () => {
    const create = jest.fn();
    renderInAdmin(<CategoryCreate />, fakeDataProvider({ getList: listing(), create }));

    await writeHtml('Description', '<p>Belts and more</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill the category name.')).toBeInTheDocument();
    expect(screen.getByText('Please upload at least 1 images.')).toBeInTheDocument();

    await pickImage('a.png', 'b.png');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can upload a maximum of 1 images.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("creates with the picked image and says 'Category saved successfully!'", async () => {
    const create = jest.fn(saved);
    renderInAdmin(<CategoryCreate />, fakeDataProvider({ getList: listing(), create }));

    fireEvent.change(await screen.findByLabelText(/Category name/), { target: { value: 'Wallets' } });
    await pickImage('wallet.png');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category saved successfully!')).toBeInTheDocument();
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe('category');
    expect(data.name).toBe('Wallets');
    expect(data.uploads).toHaveLength(1);
    expect(data.uploads?.[0].rawFile).toBeInstanceOf(File);
  });

  it("shows the API's message when it refuses, else 'Failed to save category.'", async () => {
    const taken = 'A category named "Wallets" already exists.';
    // react-admin logs each failed call.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(taken, 409, { statusCode: 409, message: taken }))
      .mockRejectedValueOnce(new HttpError('The upload failed: check the connection and try again.', 0));
    renderInAdmin(<CategoryCreate />, fakeDataProvider({ getList: listing(), create }));

    fireEvent.change(await screen.findByLabelText(/Category name/), { target: { value: 'Wallets' } });
    await pickImage('wallet.png');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save category.')).toBeInTheDocument();
  });

  it('offers every category as a parent, by its path', async () => {
    renderInAdmin(<CategoryCreate />, fakeDataProvider({ getList: listing() }));

    await expectParentChoices([
      'None (top level)',
      'Belts',
      'Handbags',
      'Handbags › Clutches',
      'Handbags › Clutches › Mini',
      'Handbags › Totes',
    ]);
  });
});

/** What the form hands the data provider: the record as edited, and on update the one before. */
interface SaveParams {
  id?: string;
  data: { name?: string; parentId?: number | null; uploads?: { rawFile?: File }[] };
  previousData?: CategoryRecord;
}
const saved = (_resource: string, params: SaveParams) => Promise.resolve({ data: { id: 9, ...params.data } });

/** The parent select's options, once the categories have loaded. */
async function expectParentChoices(expected: string[]) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Parent category/ }));
  const listbox = await screen.findByRole('listbox');
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expected),
  );
}

function editCategory(id: number, methods: Parameters<typeof fakeDataProvider>[0]) {
  const getOne = jest.fn((_resource: string, { id }: { id: string }) =>
    Promise.resolve({ data: TEST_CATALOGUE.find((one) => one.id === Number(id)) }),
  );
  return renderInAdmin(
    <Routes>
      <Route path="/category/:id" element={<CategoryEdit />} />
      <Route path="/category" element={<p>The list</p>} />
    </Routes>,
    fakeDataProvider({ getList: listing(), getOne, ...methods }),
    { at: `/category/${id}` },
  );
}

describe('the category edit form', () => {
  it('never offers the category itself or one of its subcategories as its parent', async () => {
    editCategory(1, {});
    expect(await screen.findByLabelText(/Category name/)).toHaveValue('Handbags');
    await expectParentChoices(['None (top level)', 'Belts']);
  });

  it("updates with the previous record (for deletedUploadIds) and says 'Category updated successfully!'", async () => {
    const update = jest.fn(saved);
    editCategory(4, { update });

    fireEvent.change(await screen.findByLabelText(/Category name/), { target: { value: 'Evening Clutches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(await screen.findByText('The list')).toBeInTheDocument();
    const [resource, { id, data, previousData }] = update.mock.calls[0];
    expect([resource, id, data.name, data.parentId]).toEqual(['category', '4', 'Evening Clutches', 1]);
    expect(previousData?.uploads).toEqual(TEST_CATALOGUE[1].uploads);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { Route, Routes } from 'react-router-dom';
import { ProductCreate, ProductEdit } from './ProductForm';
import { productForm } from './productFormData';
import { writeHtml } from '../test-utils';
import { TEST_CATALOGUE } from '../categories/testCatalogue';

interface CreateParams {
  data: { name?: string; categoryId?: number; variants?: { color: string; stock: number }[]; images?: unknown[] };
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

function openCreate(
  create = jest.fn((_resource: string, params: CreateParams) => Promise.resolve({ data: { id: 1, ...params.data } })),
) {
  renderInAdmin(
    <ProductCreate />,
    fakeDataProvider({
      getList: jest.fn().mockResolvedValue({ data: TEST_CATALOGUE, total: TEST_CATALOGUE.length }),
      create,
    }),
    { resource: 'product' },
  );
  return create;
}

const fieldsLabelled = (label: RegExp) => screen.getAllByLabelText(label) as HTMLInputElement[];
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function choose(label: string, option: string) {
  const selects = await screen.findAllByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.mouseDown(selects.at(-1)!);
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function pickImages(count: number) {
  const files = Array.from({ length: count }, (_, index) => new File(['jpg'], `p${index}.jpg`, { type: 'image/jpeg' }));
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });
  await waitFor(() => expect(screen.getByRole('img', { name: `p${count - 1}.jpg` })).toBeInTheDocument());
}

describe('the product form', () => {
  it('starts with one variant of stock 1; a new variant copies the colour, read-only, with stock 0', async () => {
    openCreate();
    type(await screen.findByLabelText(/^Colour/), '#7b3f00');
    expect(fieldsLabelled(/^Stock/)[0]).toHaveValue(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));

    const colours = fieldsLabelled(/^Colour/);
    expect(colours.map((input) => input.value)).toEqual(['#7b3f00', '#7b3f00']);
    expect(colours[0]).not.toHaveAttribute('readonly');
    expect(colours[1]).toHaveAttribute('readonly');
    expect(fieldsLabelled(/^Stock/).map((input) => input.value)).toEqual(['1', '0']);
  });

  it("refuses a discount above the original price with the product's two messages", async () => {
    const create = openCreate();
    type(await screen.findByLabelText(/^Discount Price/), '150');
    type(screen.getByLabelText(/^Original Price/), '100');
    save();

    expect(await screen.findByText('Discount Price cannot be greater than Original Price')).toBeInTheDocument();
    expect(screen.getByText('Original Price must be greater than or equal to Discount Price')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("asks for a name, a category and at least one image with the product's messages", async () => {
    openCreate();
    await writeHtml('Description', '<p>Roomy</p>');
    save();

    expect(await screen.findByText('Please fill Product Name')).toBeInTheDocument();
    expect(screen.getByText('Please select Category')).toBeInTheDocument();
    expect(screen.getByText('Please upload at least 1 image')).toBeInTheDocument();
  });

  it("allows at most 10 images: 'Maximum 10 images allowed.'", async () => {
    openCreate();
    await screen.findByRole('textbox', { name: 'Description' });
    await pickImages(11);
    save();
    expect(await screen.findByText('Maximum 10 images allowed.')).toBeInTheDocument();
  });

  it("cascades subcategory selects and saves the deepest choice: 'Product added successfully!'", async () => {
    const create = openCreate();
    type(await screen.findByLabelText(/^Product Name/), 'Aarav Clutch');
    await choose('Category', 'Handbags');
    await choose('Subcategory', 'Clutches');
    await choose('Subcategory', 'Mini');
    type(screen.getByLabelText(/^Colour/), 'Tan');
    // The swatch previews the name's shade, and another may be picked.
    const picker = screen.getByLabelText('Swatch of Tan');
    expect(picker).toHaveValue('#d2b48c');
    type(picker, '#a0522d');
    type(screen.getByLabelText(/^Size/), 'S');
    type(screen.getByLabelText(/^Original Price/), '2499');
    await writeHtml('Description', '<p><strong>Roomy</strong> and <em>soft</em></p><ul><li><p>Tan</p></li></ul>');
    await pickImages(1);
    save();

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe('product');
    expect(data).toMatchObject({
      name: 'Aarav Clutch',
      categoryId: 6,
      description: '<p><strong>Roomy</strong> and <em>soft</em></p><ul><li><p>Tan</p></li></ul>',
    });
    expect(data.variants).toEqual([expect.objectContaining({ color: 'Tan', colorHexCode: '#a0522d', stock: 1 })]);
    expect(data.images).toHaveLength(1);
  });

  it("shows the API's reason when it refuses, else 'Failed to save product.'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const taken = 'A product named "Aarav Clutch" already exists.';
    const create = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(taken, 409, { statusCode: 409, message: taken }))
      .mockRejectedValueOnce(new HttpError('', 0));
    openCreate(create);
    type(await screen.findByLabelText(/^Product Name/), 'Aarav Clutch');
    await choose('Category', 'Belts');
    type(screen.getByLabelText(/^Colour/), 'Tan');
    type(screen.getByLabelText(/^Size/), 'S');
    type(screen.getByLabelText(/^Original Price/), '2499');
    await pickImages(1);

    save();
    expect(await screen.findByText(taken)).toBeInTheDocument();
    save();
    expect(await screen.findByText('Failed to save product.')).toBeInTheDocument();
  });
});

const stored = {
  id: 8,
  name: 'Aarav Tote',
  isBestSeller: true,
  description: 'Roomy',
  categoryId: 3,
  category: { id: 3, name: 'Totes', slug: 'totes' },
  images: [
    { id: 80, uploadId: 800, url: '/uploads/a.jpg', filename: 'a.jpg', width: 10, height: 10, renditions: [] },
    { id: 81, uploadId: 801, url: '/uploads/b.jpg', filename: 'b.jpg', width: 10, height: 10, renditions: [] },
  ],
  variants: [
    {
      id: 90,
      version: 7,
      size: 'M',
      color: 'Tan',
      colorHexCode: '#d2b48c',
      stock: 4,
      originalPrice: 2499,
      discountPrice: 1999,
    },
    {
      id: 91,
      version: 2,
      size: 'L',
      color: 'Black',
      colorHexCode: null,
      stock: 0,
      originalPrice: 2599,
      discountPrice: null,
    },
  ],
  version: 5,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('the product edit form', () => {
  it("keeps stored variants editable, drops a removed picture, and says 'Product updated successfully!'", async () => {
    const update = jest.fn((_resource: string, params: { data: object }) => Promise.resolve({ data: params.data }));
    renderInAdmin(
      <Routes>
        <Route path="/product/:id" element={<ProductEdit />} />
        <Route path="/product" element={<p>The list</p>} />
      </Routes>,
      fakeDataProvider({
        getList: jest.fn().mockResolvedValue({ data: TEST_CATALOGUE, total: TEST_CATALOGUE.length }),
        getOne: jest.fn().mockResolvedValue({ data: stored }),
        update,
      }),
      { resource: 'product', at: '/product/8' },
    );

    await waitFor(() => expect(fieldsLabelled(/^Colour/).map((input) => input.value)).toEqual(['Tan', 'Black']));
    expect(fieldsLabelled(/^Colour/)[1]).not.toHaveAttribute('readonly');
    // The stored category shows as its path: Handbags, then Totes.
    await waitFor(() =>
      expect(
        screen.getAllByRole('combobox', { name: /^(Category|Subcategory)/ }).map((select) => select.textContent),
      ).toEqual(['Handbags', 'Totes']),
    );

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'a.jpg' })).toBeNull());
    save();

    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    const [, params] = update.mock.calls[0] as unknown as [
      string,
      { data: typeof stored; previousData: typeof stored },
    ];
    expect(params.data.images.map((image) => image.id)).toEqual([81]);
    expect(params.previousData.images.map((image) => image.id)).toEqual([80, 81]);
    // The versions it was loaded from go back with the form (optimistic concurrency).
    const sent = productForm(params.data, params.previousData);
    expect(sent.get('version')).toBe('5');
    expect(JSON.parse(String(sent.get('productVariants'))).map((v: { version: number }) => v.version)).toEqual([7, 2]);
  });

  it("shows the API's 409 when the product changed since it was opened, and stays on the form", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const changed =
      'This product was changed after you opened it (perhaps by a sale). Reload it to see the changes, then save again.';
    renderInAdmin(
      <Routes>
        <Route path="/product/:id" element={<ProductEdit />} />
        <Route path="/product" element={<p>The list</p>} />
      </Routes>,
      fakeDataProvider({
        getList: jest.fn().mockResolvedValue({ data: TEST_CATALOGUE, total: TEST_CATALOGUE.length }),
        getOne: jest.fn().mockResolvedValue({ data: stored }),
        update: jest.fn().mockRejectedValue(new HttpError(changed, 409, { statusCode: 409, message: changed })),
      }),
      { resource: 'product', at: '/product/8' },
    );
    await waitFor(() => expect(fieldsLabelled(/^Colour/).map((input) => input.value)).toEqual(['Tan', 'Black']));
    type(screen.getByLabelText(/^Product Name/), 'Aarav Tote Bag');
    save();
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(screen.queryByText('The list')).toBeNull();
  });
});

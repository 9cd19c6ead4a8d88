import { dashboardTiles } from '../dashboard/Dashboard';
import { companyForm, companyProblems } from './companyForm';

const GST = { state: '', registrationType: 'REGULAR', invoicePrefix: 'INV' } as const;

describe('the company form', () => {
  it('needs a name and keeps phone to 10 and pincode to 6 characters', () => {
    const fields = { ...GST, name: ' ', email: '', phone: '98765432101', address: '', pincode: '4110011', gstin: '' };
    expect(companyProblems(fields)).toEqual({
      name: 'Company name is required.',
      phone: 'Phone must be at most 10 characters.',
      pincode: 'Pincode must be at most 6 characters.',
    });
    expect(companyProblems({ ...fields, name: 'Satchel', phone: '9876543210', pincode: '411001' })).toEqual({});
  });

  it('takes a GSTIN only when its check character agrees', () => {
    const fields = { ...GST, name: 'Satchel', email: '', phone: '', address: '', pincode: '' };
    expect(companyProblems({ ...fields, gstin: '27AAPFU0939F1ZW' })).toEqual({
      gstin: 'Please enter a valid GSTIN (15 characters, ending in its check character).',
    });
    expect(companyProblems({ ...fields, gstin: ' 27AAPFU0939F1ZV ' })).toEqual({});
  });

  it("wants the GSTIN to start with the state's code, and an invoice prefix of 1 to 3 capitals or digits", () => {
    const fields = {
      ...GST,
      name: 'Satchel',
      email: '',
      phone: '',
      address: '',
      pincode: '',
      gstin: '27AAPFU0939F1ZV',
    };
    expect(companyProblems({ ...fields, state: 'Maharashtra' })).toEqual({});
    expect(companyProblems({ ...fields, invoicePrefix: 'CN' })).toEqual({
      invoicePrefix: 'Invoice prefix must be 1 to 3 capital letters or digits, other than CN (credit notes).',
    });
    expect(companyProblems({ ...fields, state: 'Karnataka', invoicePrefix: 'INVOICE' })).toEqual({
      gstin: "The GSTIN must start with the business state's GST code.",
      invoicePrefix: 'Invoice prefix must be 1 to 3 capital letters or digits, other than CN (credit notes).',
    });
  });

  it('sends the trimmed fields and the logo only when one was picked', () => {
    const fields = {
      ...GST,
      name: ' Satchel ',
      email: 'hi@satchel.in',
      phone: '',
      address: 'Pune',
      pincode: '411001',
      gstin: '',
    };
    expect(companyForm(fields, null).get('name')).toBe('Satchel');
    expect(companyForm(fields, null).has('logo')).toBe(false);
    expect(companyForm(fields, new File(['x'], 'logo.png')).get('logo')).toBeInstanceOf(File);
  });
});

describe('the dashboard tiles', () => {
  it('show the counts and the company name, each leading to its page', () => {
    const tiles = dashboardTiles({
      categories: 8,
      products: 46,
      pendingOrders: 3,
      customers: 12,
      openReturns: 1,
      companyName: 'Satchel',
      days: [],
    });
    expect(tiles.map((tile) => [tile.label, tile.value])).toEqual([
      ['Category', '8'],
      ['Product', '46'],
      ['Order', '3 pending'],
      ['Company', 'Satchel'],
      ['Customers', '12'],
      ['Returns', '1 to handle'],
    ]);
    expect(tiles.map((tile) => decodeURIComponent(tile.to))).toEqual([
      '/category',
      '/product',
      '/order?filter={"deliveryStatus":"PENDING"}',
      '/company',
      '/customer',
      '/returns',
    ]);
  });
});

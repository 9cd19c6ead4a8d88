import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { admin, answerWith, storeSessionOf } from '../test-utils';
import { CompanyPage } from './CompanyPage';

const details = {
  name: 'Satchel',
  email: 'hello@satchel.in',
  phone: '9876543210',
  address: '12 MG Road, Pune',
  pincode: '411001',
  gstin: '',
  state: null,
  stateCode: null,
  registrationType: 'REGULAR',
  invoicePrefix: 'INV',
  logoUrl: '/uploads/logo.png',
  logo: null,
};

/** Stands in for XMLHttpRequest: records what was sent and answers at once. */
function answerUploadWith(status: number, body: unknown) {
  const sent: { method: string; url: string; form?: FormData }[] = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = class {
    status = status;
    statusText = '';
    responseText = JSON.stringify(body);
    upload = {};
    onload?: () => void;
    private call = { method: '', url: '' } as (typeof sent)[number];
    open(method: string, url: string) {
      this.call = { method, url };
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ ...this.call, form });
      setTimeout(() => this.onload?.());
    }
  };
  return sent;
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  storeSessionOf(admin);
  answerWith(200, details);
  URL.createObjectURL = jest.fn(() => 'blob:logo');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  localStorage.clear();
  jest.restoreAllMocks();
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function openPage() {
  renderInAdmin(<CompanyPage />, fakeDataProvider({}));
  await waitFor(() => expect(field(/^Name/)).toHaveValue('Satchel'));
}

describe('the company page', () => {
  it('shows the stored details and logo, with the logo hint', async () => {
    await openPage();
    expect(field(/^Email/)).toHaveValue('hello@satchel.in');
    expect(field(/^Pincode/)).toHaveValue('411001');
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', '/uploads/logo.png');
    expect(screen.getByText('PNG, JPG or SVG, max 2MB')).toBeInTheDocument();
  });

  it('shows no form until the stored details are in, so nothing typed is overwritten by them', async () => {
    let answer!: (response: Response) => void;
    jest.restoreAllMocks();
    jest.spyOn(globalThis, 'fetch').mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderInAdmin(<CompanyPage />, fakeDataProvider({}));
    expect(screen.queryByLabelText(/^GSTIN/)).not.toBeInTheDocument();
    answer(new Response(JSON.stringify(details), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(field(/^Name/)).toHaveValue('Satchel'));
    type(/^GSTIN/, '27AAPFU0939F1ZV');
    expect(field(/^GSTIN/)).toHaveValue('27AAPFU0939F1ZV');
  });

  it('keeps phone to 10 and pincode to 6 characters, and needs a name', async () => {
    const sent = answerUploadWith(200, details);
    await openPage();
    expect(field(/^Phone/)).toHaveAttribute('maxlength', '10');
    expect(field(/^Pincode/)).toHaveAttribute('maxlength', '6');

    // Pasted or scripted text can bypass maxlength: the form checks again before sending.
    type(/^Name/, '  ');
    type(/^Phone/, '98765432101');
    type(/^Pincode/, '4110011');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Phone must be at most 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Pincode must be at most 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('Company name is required.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("sends the details and the picked logo as multipart: 'Company details updated successfully!'", async () => {
    const sent = answerUploadWith(200, details);
    await openPage();
    type(/^Phone/, '9123456780');
    type(/^GSTIN/, '27aapfu0939f1zv');
    const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [logo] } });
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', 'blob:logo');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company details updated successfully!')).toBeInTheDocument();
    expect(sent.map(({ method, url }) => [method, url])).toEqual([['PUT', '/api/company-details']]);
    const form = sent[0].form!;
    expect([...form.keys()].sort()).toEqual([
      'address',
      'email',
      'gstin',
      'invoicePrefix',
      'logo',
      'name',
      'phone',
      'pincode',
      'registrationType',
      'state',
    ]);
    expect(form.get('phone')).toBe('9123456780');
    expect(form.get('gstin')).toBe('27AAPFU0939F1ZV');
    expect(form.get('logo')).toBe(logo);
  });

  it('chooses the business state from the list and checks the GSTIN against it before sending', async () => {
    const sent = answerUploadWith(200, details);
    await openPage();
    type(/^GSTIN/, '27AAPFU0939F1ZV');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^State/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Karnataka (29)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The GSTIN must start with the business state's GST code.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^State/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Maharashtra (27)' }));
    type(/^Invoice prefix/, 'sat');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company details updated successfully!')).toBeInTheDocument();
    expect(sent[0].form!.get('state')).toBe('Maharashtra');
    expect(sent[0].form!.get('invoicePrefix')).toBe('SAT');
    expect(sent[0].form!.get('registrationType')).toBe('REGULAR');
  });

  it('removes the stored logo: the preview goes, and the form asks the API to remove it', async () => {
    const sent = answerUploadWith(200, { ...details, logoUrl: null });
    await openPage();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', details.logoUrl),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Company logo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company details updated successfully!')).toBeInTheDocument();
    expect(sent[0].form!.get('removeLogo')).toBe('true');
    expect(sent[0].form!.get('logo')).toBeNull();
  });

  it("says 'Update failed!' when the API refuses", async () => {
    answerUploadWith(400, { statusCode: 400, message: ['email must be an email'] });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Update failed!')).toBeInTheDocument();
  });
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
// From its source: the journeys run before (and without) the shared package's build.
import { GST_LABELS } from '../packages/shared/src/rules/gst';
import { addToCart, expectAccessible, openArea, shipOrder, shopperPage, signInAsOwner } from './support';

test('the owner registers for GST; a shopper in Delhi orders; shipping issues a tax invoice with IGST, and the GST report lists it', async ({
  page,
  browser,
}, info) => {
  const owner = await signInAsOwner(page);
  const before = await (await page.request.get('/api/company-details')).json();
  try {
    // The owner: registered in Maharashtra, invoices numbered SAT/….
    await openArea(page, 'Company');
    await expect(page).toHaveURL(/\/admin\/company$/);
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Maharashtra (27)' }).click();
    await page.getByLabel('Invoice prefix').fill('SAT');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company details updated successfully!')).toBeVisible();
    await expectAccessible(page);

    // The shopper adds a Delhi address at checkout, choosing the state from the list.
    const { shopper, context, headers } = await shopperPage(browser, page, info, 'gst');
    await addToCart(shopper, 'Aarav Leather Tote', 'M · Tan');
    await expect(shopper.getByText(GST_LABELS.pricesIncludeGst)).toBeVisible();
    await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shopper.getByRole('button', { name: 'Add New Address' }).click();
    await shopper.getByLabel('Address Line 1 *').fill('12 Janpath');
    await shopper.getByLabel('City *').fill('New Delhi');
    await shopper.getByLabel('State *').selectOption('Delhi');
    await shopper.getByLabel('Postal Code *').fill('110001');
    await shopper.getByRole('button', { name: 'Save' }).click();
    await expect(shopper.getByRole('radio', { name: /12 Janpath/ })).toBeChecked();
    await expect(shopper.getByText(GST_LABELS.pricesIncludeGst)).toBeVisible();
    await expectAccessible(shopper);
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper.getByRole('dialog', { name: 'Order placed!' })).toBeVisible();
    const [placed] = await (await shopper.request.get('/api/orders/my-orders', { headers })).json();
    // ₹4,999 at 18% (the demo's Handbags): ₹762.56 of it is IGST.
    expect(placed).toMatchObject({ tax: 762.56, invoiceNumber: null, address: { state: 'Delhi', stateCode: '07' } });

    // The owner ships it: the tax invoice is issued.
    await page.goto('/admin/order');
    await shipOrder(page, placed.id, { carrier: 'Delhivery', awb: 'DL9876543210' });
    const shipped = await (await page.request.get(`/api/admin/orders/${placed.id}`, { headers: owner })).json();
    expect(shipped.invoiceNumber).toMatch(/^SAT\/\d{4}-\d{2}\/\d{4}$/);

    // My Account: the invoice's number, the GST in the total, and the PDF.
    await shopper.goto('/myaccount/order');
    const row = shopper
      .getByRole('listitem')
      .filter({ has: shopper.getByRole('button', { name: `Order #${placed.id}` }) });
    await row.getByRole('button', { name: new RegExp(`^Order #${placed.id}`) }).click();
    await expect(row.getByText(`Tax invoice ${shipped.invoiceNumber}`)).toBeVisible();
    await expect(row.getByText(GST_LABELS.includedGst)).toBeVisible();
    await expect(row.getByText('₹762.56')).toBeVisible();
    await expectAccessible(shopper);
    const [invoice] = await Promise.all([
      shopper.waitForEvent('download'),
      row.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`invoice-${placed.id}.pdf`);
    expect((await readFile((await invoice.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();

    // The owner's GST report for today has the supply to Delhi at 18%.
    await openArea(page, 'Reports');
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expectAccessible(page);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download GST report' }).click(),
    ]);
    const csv = await readFile((await report.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('section,place_of_supply,hsn_code,rate,quantity,taxable_value,igst,cgst,sgst');
    expect(csv).toMatch(/^B2C,07-Delhi,,18,\d+,[\d.]+,[\d.]+,0\.00,0\.00$/m);
    expect(csv).toMatch(/^HSN,,4202,18,/m);
  } finally {
    // The other journeys shop with the company as it was: not charging GST.
    const reset = await page.request.put('/api/company-details', {
      headers: owner,
      multipart: {
        name: before.name || 'Satchel',
        gstin: before.gstin,
        state: before.state ?? '',
        registrationType: before.registrationType,
        invoicePrefix: before.invoicePrefix,
      },
    });
    expect(reset.status()).toBe(200);
  }
});

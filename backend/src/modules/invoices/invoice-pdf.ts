import { readFileSync } from 'node:fs';
import { formatPaise, GST_LABELS, paiseInWords } from '@satchel/shared';
import PDFDocument from 'pdfkit';
import type { OrderSeller } from '../orders/order.entity';

/** Everything an invoice prints, taken from the order's own copy of what was bought and where it goes. */
export interface InvoiceData {
  /** INVOICE, BILL OF SUPPLY, TAX INVOICE or CREDIT NOTE. */
  title: string;
  /** The document's own facts, top right: its number and date, the order's. */
  facts: string[];
  orderId: number;
  /** As the order kept it; on a tax invoice with its state: "Maharashtra (27)". */
  seller: Omit<OrderSeller, 'stateCode' | 'registrationType'> & { state?: string };
  buyer: { name: string; address: string[] };
  lines: InvoiceLine[];
  /** What the order charged besides its items (orderChargeLines: delivery, the COD fee), printed above the total. */
  charges: [label: string, amount: string][];
  totalPaise: number;
  /** On a tax invoice or credit note: the tax of each line and of the charges, and the Rule 46 fields. */
  gst?: InvoiceGst;
}

export interface InvoiceLine {
  item: string;
  quantity: number;
  unitPricePaise: number;
  amountPaise: number;
  /** Its share of a discount code, taken off before its tax (the tax table's amount is net of it). */
  codeDiscountPaise?: number;
  hsnCode?: string | null;
  tax?: LineTax;
}

export interface LineTax {
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceGst {
  /** The discount code's line ("Code DIWALI10", "−₹150.00"): taken off the values before their tax. */
  code?: [label: string, amount: string];
  /** "Maharashtra (27)". */
  placeOfSupply: string;
  intraState: boolean;
  /** The delivery charge and COD fee with their tax, when the order had any. */
  charges: (LineTax & { amountPaise: number }) | null;
  /** What the document reverses, on a credit note: "Against invoice INV/2026-27/0001 of 27 November 2026". */
  reference?: string;
}

/**
 * pdfkit's built-in fonts (Helvetica) encode WinAnsi only: Devanagari and ₹ would print as garbage.
 * Noto Sans Devanagari has Latin, Devanagari and ₹ in one font, so every text is drawn with it.
 * Read once, from node_modules: require.resolve finds it from src/ (jest) and dist/ alike.
 */
const font = (weight: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`));
const REGULAR = font('400Regular');
const BOLD = font('700Bold');

const MARGIN = 50;
const DARK = '#2b2118';
const MUTED = '#6b5e53';
const RULE = '#d9cfc5';
// Table columns: x and width of #, item, quantity, unit price, amount.
const COLUMNS = { index: [50, 25], item: [75, 235], quantity: [310, 40], unit: [350, 95], amount: [445, 100] } as const;

/** The invoice as an A4 PDF (pdfkit), with the amount in words as Indian invoices give it. */
export function renderInvoice(invoice: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${invoice.title} for order ${invoice.orderId}`, Author: invoice.seller.name },
  });
  doc.registerFont('Regular', REGULAR).registerFont('Bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const right = doc.page.width - MARGIN;
  const { seller, buyer } = invoice;

  // The seller, left; the invoice's own facts, right.
  doc.fillColor(DARK).font('Bold').fontSize(18).text(seller.name, MARGIN, MARGIN, { width: 300 });
  doc.font('Regular').fontSize(9).fillColor(MUTED);
  const sellerLines = [
    seller.address,
    seller.pincode && `PIN ${seller.pincode}`,
    seller.email,
    seller.phone && `Phone ${seller.phone}`,
    seller.gstin && `GSTIN ${seller.gstin}`,
    seller.state && `State: ${seller.state}`,
  ].filter((line): line is string => !!line);
  for (const line of sellerLines) doc.text(line, { width: 300 });
  const sellerBottom = doc.y;

  doc
    .fillColor(DARK)
    .font('Bold')
    .fontSize(20)
    .text(invoice.title, 300, MARGIN, { width: right - 300, align: 'right' });
  doc.font('Regular').fontSize(9).fillColor(MUTED);
  for (const line of invoice.facts) {
    doc.text(line, 350, doc.y, { width: right - 350, align: 'right' });
  }

  // The buyer, as the order recorded them.
  let y = Math.max(sellerBottom, doc.y) + 24;
  doc.fillColor(MUTED).font('Bold').fontSize(8).text('BILL TO / DELIVER TO', MARGIN, y);
  doc
    .fillColor(DARK)
    .font('Bold')
    .fontSize(11)
    .text(buyer.name, MARGIN, doc.y + 2);
  doc.font('Regular').fontSize(9);
  for (const line of buyer.address) doc.text(line);
  if (invoice.gst) {
    doc.text(`Place of supply: ${invoice.gst.placeOfSupply}`, MARGIN, doc.y + 4);
    doc.text('Tax payable on reverse charge: No');
    const reference = invoice.gst.reference;
    if (reference) doc.font('Bold').text(reference, MARGIN, doc.y + 4);
  }

  if (invoice.gst) {
    renderTaxTable(doc, invoice, invoice.gst, doc.y + 20);
    doc.end();
    return done;
  }

  // The lines.
  y = doc.y + 24;
  const header = (top: number) => {
    doc.fillColor(MUTED).font('Bold').fontSize(8);
    cell('#', COLUMNS.index, top);
    cell('ITEM', COLUMNS.item, top);
    cell('QTY', COLUMNS.quantity, top, 'right');
    cell('UNIT PRICE', COLUMNS.unit, top, 'right');
    cell('AMOUNT', COLUMNS.amount, top, 'right');
    rule(top + 14);
    return top + 22;
  };
  const cell = (text: string, [x, width]: readonly [number, number], top: number, align: 'left' | 'right' = 'left') =>
    doc.text(text, x, top, { width, align });
  const rule = (at: number) => doc.moveTo(MARGIN, at).lineTo(right, at).lineWidth(0.5).strokeColor(RULE).stroke();

  y = header(y);
  invoice.lines.forEach((line, index) => {
    doc.font('Regular').fontSize(9);
    const height = doc.heightOfString(line.item, { width: COLUMNS.item[1] });
    if (y + height > doc.page.height - MARGIN - 120) {
      doc.addPage();
      y = header(MARGIN);
    }
    doc.fillColor(DARK).font('Regular').fontSize(9);
    cell(String(index + 1), COLUMNS.index, y);
    cell(line.item, COLUMNS.item, y);
    cell(String(line.quantity), COLUMNS.quantity, y, 'right');
    cell(formatPaise(line.unitPricePaise), COLUMNS.unit, y, 'right');
    cell(formatPaise(line.amountPaise), COLUMNS.amount, y, 'right');
    y += height + 8;
    rule(y - 4);
  });

  // The charges besides the items, then the total in figures and in words.
  if (y + invoice.charges.length * 16 > doc.page.height - MARGIN - 120) {
    doc.addPage();
    y = MARGIN;
  }
  doc.fillColor(DARK).font('Regular').fontSize(9);
  for (const [label, amount] of invoice.charges) {
    cell(label, [COLUMNS.unit[0] - 120, COLUMNS.unit[1] + 120], y + 2, 'right');
    cell(amount, COLUMNS.amount, y + 2, 'right');
    y += 16;
  }
  doc.fillColor(DARK).font('Bold').fontSize(11);
  cell('Total', [COLUMNS.unit[0] - 60, COLUMNS.unit[1] + 60], y + 4, 'right');
  cell(formatPaise(invoice.totalPaise), COLUMNS.amount, y + 4, 'right');
  doc
    .font('Regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Amount in words', MARGIN, y + 30);
  doc.fillColor(DARK).text(paiseInWords(invoice.totalPaise), MARGIN, doc.y + 2, { width: right - MARGIN });

  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Thank you for shopping with ${seller.name}. This invoice was generated by computer and needs no signature.`,
      MARGIN,
      doc.y + 30,
      {
        width: right - MARGIN,
      },
    );

  doc.end();
  return done;
}

/** Tax columns: x and width of #, item, HSN, qty, taxable value, rate, then the taxes, then the amount. */
const TAX_COLUMNS = {
  index: [50, 18],
  item: [68, 142],
  hsn: [210, 40],
  quantity: [250, 25],
  taxable: [275, 62],
  rate: [337, 30],
} as const;

/**
 * The tax invoice's (or credit note's) table, Rule 46's fields: HSN, quantity, taxable value,
 * rate, and CGST + SGST or IGST per line and in total; the total in figures and words; signature.
 */
function renderTaxTable(doc: PDFKit.PDFDocument, invoice: InvoiceData, gst: InvoiceGst, top: number) {
  const right = doc.page.width - MARGIN;
  const taxNames = gst.intraState ? ['CGST', 'SGST'] : ['IGST'];
  const taxWidth = gst.intraState ? 58 : 116;
  const taxX = (index: number) => TAX_COLUMNS.rate[0] + TAX_COLUMNS.rate[1] + index * taxWidth;
  // The taxes take 116 points in all, CGST and SGST half each; the amount the rest.
  const amountX = taxX(0) + 116;
  const amount: [number, number] = [amountX, right - amountX];
  const cell = (text: string, [x, width]: readonly [number, number], at: number, align: 'left' | 'right' = 'right') =>
    doc.text(text, x, at, { width, align });
  const rule = (at: number) => doc.moveTo(MARGIN, at).lineTo(right, at).lineWidth(0.5).strokeColor(RULE).stroke();
  const header = (at: number) => {
    doc.fillColor(MUTED).font('Bold').fontSize(7);
    cell('#', TAX_COLUMNS.index, at, 'left');
    cell('ITEM', TAX_COLUMNS.item, at, 'left');
    cell('HSN', TAX_COLUMNS.hsn, at, 'left');
    cell('QTY', TAX_COLUMNS.quantity, at);
    cell('TAXABLE VALUE', TAX_COLUMNS.taxable, at);
    cell('RATE', TAX_COLUMNS.rate, at);
    taxNames.forEach((name, index) => cell(name, [taxX(index), taxWidth], at));
    cell('AMOUNT', amount, at);
    rule(at + 12);
    return at + 18;
  };
  const taxCells = (tax: LineTax, at: number) => {
    cell(formatPaise(tax.taxablePaise), TAX_COLUMNS.taxable, at);
    cell(`${tax.rateBp / 100}%`, TAX_COLUMNS.rate, at);
    const parts = gst.intraState ? [tax.cgstPaise, tax.sgstPaise] : [tax.igstPaise];
    parts.forEach((part, index) => cell(formatPaise(part), [taxX(index), taxWidth], at));
  };

  let y = header(top);
  const rows: { item: string; hsn: string; quantity: string; tax: LineTax; amountPaise: number }[] = [
    ...invoice.lines.map((line) => ({
      item: line.item,
      hsn: line.hsnCode ?? '',
      quantity: String(line.quantity),
      tax: line.tax!,
      amountPaise: line.amountPaise - (line.codeDiscountPaise ?? 0),
    })),
    ...(gst.charges
      ? [
          {
            item: 'Delivery and COD charges',
            hsn: '',
            quantity: '',
            tax: gst.charges,
            amountPaise: gst.charges.amountPaise,
          },
        ]
      : []),
  ];
  rows.forEach((row, index) => {
    doc.font('Regular').fontSize(8);
    const height = doc.heightOfString(row.item, { width: TAX_COLUMNS.item[1] });
    if (y + height > doc.page.height - MARGIN - 140) {
      doc.addPage();
      y = header(MARGIN);
    }
    doc.fillColor(DARK).font('Regular').fontSize(8);
    cell(String(index + 1), TAX_COLUMNS.index, y, 'left');
    cell(row.item, TAX_COLUMNS.item, y, 'left');
    cell(row.hsn, TAX_COLUMNS.hsn, y, 'left');
    cell(row.quantity, TAX_COLUMNS.quantity, y);
    taxCells(row.tax, y);
    cell(formatPaise(row.amountPaise), amount, y);
    y += height + 6;
    rule(y - 3);
  });

  // Totals of each column, then the total in figures and in words.
  const sum = (pick: (tax: LineTax) => number) => rows.reduce((total, row) => total + pick(row.tax), 0);
  if (y > doc.page.height - MARGIN - 140) {
    doc.addPage();
    y = MARGIN;
  }
  doc.fillColor(DARK).font('Bold').fontSize(8);
  cell('Total', TAX_COLUMNS.item, y + 2, 'left');
  cell(formatPaise(sum((tax) => tax.taxablePaise)), TAX_COLUMNS.taxable, y + 2);
  const totals = gst.intraState
    ? [sum((tax) => tax.cgstPaise), sum((tax) => tax.sgstPaise)]
    : [sum((tax) => tax.igstPaise)];
  totals.forEach((total, index) => cell(formatPaise(total), [taxX(index), taxWidth], y + 2));
  cell(formatPaise(invoice.totalPaise), amount, y + 2);
  y += 18;
  if (gst.code) {
    // Rule 46(i): the value is after the discount; the discount is shown.
    const [label, off] = gst.code;
    doc
      .font('Regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${label}: ${off}, taken off the values above before tax`, MARGIN, y, {
        width: right - MARGIN,
        align: 'right',
      });
    y = doc.y + 4;
    doc.fillColor(DARK).font('Bold');
  }
  doc
    .fontSize(10)
    .text(
      `${invoice.title === 'CREDIT NOTE' ? 'Credit total' : 'Invoice total'} ${formatPaise(invoice.totalPaise)}`,
      MARGIN,
      y,
      {
        width: right - MARGIN,
        align: 'right',
      },
    );
  doc
    .font('Regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Amount in words', MARGIN, doc.y + 10);
  doc.fillColor(DARK).text(paiseInWords(invoice.totalPaise), MARGIN, doc.y + 2, { width: right - MARGIN });
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(`${GST_LABELS.pricesIncludeGst}. Tax payable on reverse charge: No.`, MARGIN, doc.y + 12, {
      width: right - MARGIN,
    });
  // Rule 46(q): the supplier's signature; a digital signature or this line for a computer-issued invoice.
  doc
    .fillColor(DARK)
    .font('Bold')
    .fontSize(9)
    .text(`For ${invoice.seller.name}`, 330, doc.y + 30, { width: right - 330, align: 'right' });
  doc.font('Regular').text('Authorised signatory', 330, doc.y + 24, { width: right - 330, align: 'right' });
}

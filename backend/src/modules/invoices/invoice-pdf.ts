import { readFileSync } from 'node:fs';
import { formatPaise, formatShopDate, paiseInWords } from '@satchel/shared';
import PDFDocument from 'pdfkit';

/** Everything an invoice prints, taken from the order's own copy of what was bought and where it goes. */
export interface InvoiceData {
  orderId: number;
  placedAt: Date;
  paid: boolean;
  seller: { name: string; address: string; pincode: string; email: string; phone: string; gstin: string };
  buyer: { name: string; address: string[] };
  lines: { item: string; quantity: number; unitPricePaise: number; amountPaise: number }[];
  /** What the order charged besides its items (orderChargeLines: delivery, the COD fee), printed above the total. */
  charges: [label: string, amount: string][];
  totalPaise: number;
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
    info: { Title: `Invoice for order ${invoice.orderId}`, Author: invoice.seller.name },
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
  ].filter(Boolean);
  for (const line of sellerLines) doc.text(line, { width: 300 });
  const sellerBottom = doc.y;

  doc
    .fillColor(DARK)
    .font('Bold')
    .fontSize(20)
    .text('INVOICE', 350, MARGIN, { width: right - 350, align: 'right' });
  doc.font('Regular').fontSize(9).fillColor(MUTED);
  for (const line of [
    `Order no. ${invoice.orderId}`,
    `Date ${formatShopDate(invoice.placedAt)}`,
    `Cash on delivery · ${invoice.paid ? 'Paid' : 'To be paid on delivery'}`,
  ]) {
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

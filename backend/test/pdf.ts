import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A PDF's text as a reader extracts it (pdf.js), with runs of spaces made one. */
export function pdfText(pdf: Buffer): string {
  const text = execFileSync(process.execPath, [join(__dirname, 'pdf-text.mjs')], { input: pdf, encoding: 'utf8' });
  return text.replace(/[ \t]+/g, ' ');
}

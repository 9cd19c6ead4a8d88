// Prints the text of the PDF on stdin, a line per line of text, with pdf.js (Mozilla's reader).
// A separate process: pdf.js is an ES module, which jest's CommonJS tests cannot load.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const { items } = await (await pdf.getPage(number)).getTextContent();
  pages.push(items.map((item) => `${item.str}${item.hasEOL ? '\n' : ' '}`).join(''));
}
process.stdout.write(`${pages.join('\n')}\n`);

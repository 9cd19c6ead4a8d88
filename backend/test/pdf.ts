import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Test } from 'supertest';

/** A PDF's text as a reader extracts it (pdf.js), with runs of spaces made one. */
export function pdfText(pdf: Buffer): string {
  const text = execFileSync(process.execPath, [join(__dirname, 'pdf-text.mjs')], { input: pdf, encoding: 'utf8' });
  return text.replace(/[ \t]+/g, ' ');
}

/** A supertest request whose body is kept as a Buffer (a PDF, say), however it is typed. */
export function binary(test: Test): Test {
  return test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

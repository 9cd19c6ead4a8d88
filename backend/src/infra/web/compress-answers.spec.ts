import express from 'express';
import { once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAnswers } from './compress-answers';
import { COMPRESS_ABOVE_BYTES } from './encoded-body';

/** An answer as the wire carries it: status, headers and the bytes before any decoding. */
interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

describe('compressed answers', () => {
  const json = (size: number) => JSON.stringify({ items: 'leather tote '.repeat(Math.ceil(size / 13)).slice(0, size) });
  const big = json(80 * 1024);
  let server: Server;
  let calledBack = false;

  beforeAll(async () => {
    const app = express();
    app.use(compressAnswers());
    app.get('/small', (_request, response) => response.json(JSON.parse(json(200))));
    app.get('/whole', (_request, response) => response.type('application/json').send(json(4000)));
    app.get('/yaml', (_request, response) => response.type('application/yaml').send(json(4000)));
    app.get('/called-back', (_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(json(4000), () => (calledBack = true));
    });
    app.get('/big', (_request, response) => response.type('application/json').send(big));
    app.get('/pieces', (_request, response) => {
      response.type('text/csv');
      response.write('id,name\n');
      response.end('1,tote\n'.repeat(500));
    });
    app.get('/picture', (_request, response) => response.type('image/png').send(Buffer.alloc(4000, 7)));
    app.get('/no-transform', (_request, response) =>
      response.set('Cache-Control', 'private, no-transform').type('application/json').send(json(4000)),
    );
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    new Promise<WireAnswer>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
  const decoded = ({ headers, bytes }: WireAnswer) =>
    (headers['content-encoding'] === 'br'
      ? brotliDecompressSync(bytes)
      : headers['content-encoding'] === 'gzip'
        ? gunzipSync(bytes)
        : bytes
    ).toString();

  it('compresses an answer sent whole, in the encoding the client prefers, with its compressed length', async () => {
    for (const [accepted, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await get('/whole', accepted);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.bytes.length).toBeLessThan(json(4000).length / 4);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(decoded(answer)).toBe(json(4000));
    }
  });

  it('compresses every compressible type alike (YAML too), and calls back the writer that asked', async () => {
    const yaml = await get('/yaml', 'gzip');
    expect(yaml.headers['content-encoding']).toBe('gzip');
    expect(yaml.headers.vary).toMatch(/Accept-Encoding/);
    expect(decoded(yaml)).toBe(json(4000));

    const answer = await get('/called-back', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(json(4000));
    expect(calledBack).toBe(true);
  });

  it('sends as it is what is small, refused, not worth compressing or marked no-transform', async () => {
    expect(json(200).length).toBeLessThan(COMPRESS_ABOVE_BYTES);
    for (const [path, accepted] of [
      ['/small', 'gzip, br'],
      ['/whole', undefined],
      ['/whole', 'identity'],
      ['/picture', 'gzip, br'],
      ['/no-transform', 'gzip, br'],
    ] as const) {
      const answer = await get(path, accepted);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    }
  });

  it('streams what is written in pieces, or is too large to compress at once', async () => {
    const pieces = await get('/pieces', 'gzip');
    expect(pieces.headers['content-encoding']).toBe('gzip');
    expect(pieces.headers['content-length']).toBeUndefined();
    expect(decoded(pieces)).toBe('id,name\n' + '1,tote\n'.repeat(500));

    const large = await get('/big', 'br, gzip');
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-length']).toBeUndefined();
    expect(decoded(large)).toBe(big);
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await get('/whole', 'gzip, br', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBe(0);
  });
});

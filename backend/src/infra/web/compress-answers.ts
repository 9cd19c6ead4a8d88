import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESS_ABOVE_BYTES, compressible, preferredEncoding } from './encoded-body';

/** Each of these answers is compressed for one client, once: the fastest levels. */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;
/** Larger answers go through the stream, so that none holds the event loop for long. */
const AT_ONCE_UP_TO_BYTES = 64 * 1024;

/**
 * Brotli or gzip for what the front door did not answer from its encoded copies. An answer written
 * whole in one `end` (every JSON answer: `res.send`) is compressed there at once, where the
 * `compression` middleware would open a zlib stream for it: about 150 µs of CPU for a 1 KB answer
 * against 15-30 (docs/performance.md). Answers written in pieces (exports, files) still stream.
 */
export function compressAnswers(): RequestHandler {
  const streaming = compression({
    // The same types either way (the package's own list differs: no YAML, for one).
    filter: (_request, response) => compressible(String(response.getHeader('Content-Type') ?? '')),
    threshold: COMPRESS_ABOVE_BYTES,
    level: GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  return (request, response, next) => {
    const plainEnd = response.end;
    streaming(request, response, (error?: unknown) => {
      if (error) return next(error);
      // `compression`'s own write and end, which feed its stream.
      const streamedWrite = response.write;
      const streamedEnd = response.end;
      let wrote = false;
      response.write = function (this: Response, ...args: unknown[]) {
        wrote = true;
        return (streamedWrite as (...a: unknown[]) => boolean).apply(this, args);
      } as Response['write'];
      response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
        const encoded = wrote ? undefined : encodeWhole(request, response, chunk, rest[0]);
        // With Content-Encoding set, `compression` stands aside when the headers go out.
        const callback = rest.find((argument) => typeof argument === 'function');
        if (encoded) return (plainEnd as (body: Buffer, done?: unknown) => Response).call(this, encoded, callback);
        return (streamedEnd as (...a: unknown[]) => Response).call(this, chunk, ...rest);
      } as Response['end'];
      next();
    });
  };
}

/** The whole body compressed, with its headers set; undefined when it is not to be done here. */
function encodeWhole(request: Request, response: Response, chunk: unknown, encoding: unknown): Buffer | undefined {
  if (response.headersSent || request.method === 'HEAD' || response.getHeader('Content-Encoding')) return undefined;
  if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return undefined;
  const textEncoding = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8';
  // Measured before any copy: most answers are small, and Express hands those over as strings.
  const bytes = typeof chunk === 'string' ? Buffer.byteLength(chunk, textEncoding) : chunk.length;
  if (bytes < COMPRESS_ABOVE_BYTES || bytes > AT_ONCE_UP_TO_BYTES) return undefined;
  if (!compressible(String(response.getHeader('Content-Type') ?? ''))) return undefined;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? ''))) return undefined;
  const method = preferredEncoding(request.headers['accept-encoding']);
  if (!method) return undefined;
  const body = typeof chunk === 'string' ? Buffer.from(chunk, textEncoding) : chunk;
  const compressed =
    method === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: GZIP_LEVEL });
  response.vary('Accept-Encoding');
  response.setHeader('Content-Encoding', method);
  response.setHeader('Content-Length', compressed.length);
  return compressed;
}

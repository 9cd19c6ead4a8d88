import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** A response body kept ready to send: its bytes as they are and compressed, with its validator. */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** A weak validator from the bytes: the same body has the same ETag on every replica. */
  etag: string;
  contentType: string;
  cacheControl: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function weakEtag(bytes: Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Encodes a body once for every client that will read it. Brotli quality 5 keeps a cache miss
 * fast; files built ahead (precompressed) bring their own smaller copies.
 */
export async function encodeBody(
  identity: Buffer,
  contentType: string,
  cacheControl: string,
  known: { br?: Buffer; gzip?: Buffer; etag?: string } = {},
): Promise<EncodedBody> {
  const { etag = weakEtag(identity), ...precompressed } = known;
  const body: EncodedBody = { identity, etag, contentType, cacheControl, ...precompressed };
  if (identity.length >= COMPRESS_ABOVE_BYTES && compressible(contentType)) {
    body.br ??= await brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
    body.gzip ??= await gzipped(identity, { level: 6 });
  }
  // A compressed copy that is no smaller is not worth a Content-Encoding.
  if (body.br && body.br.length >= identity.length) delete body.br;
  if (body.gzip && body.gzip.length >= identity.length) delete body.gzip;
  return body;
}

export function compressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|yaml|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** The encoding to send: brotli, then gzip, then none, as the client accepts (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined, body: EncodedBody): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || (!body.br && !body.gzip)) return undefined;
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name === 'br' || name === '*') br ||= !refused;
    if (name === 'gzip' || name === '*') gz ||= !refused;
  }
  if (br && body.br) return 'br';
  if (gz && body.gzip) return 'gzip';
  return undefined;
}

/** Whether the client's If-None-Match names this body (weak comparison, as RFC 9110 asks for GET). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Answers with the body: 304 when the client holds it, else the best encoding it accepts.
 * `headers` are the ones every answer carries (security headers, request id).
 */
export function sendEncoded(
  request: IncomingMessage,
  response: ServerResponse,
  body: EncodedBody,
  headers: OutgoingHttpHeaders,
): void {
  const common: OutgoingHttpHeaders = {
    ...headers,
    ETag: body.etag,
    'Cache-Control': body.cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (notModified(request.headers['if-none-match'], body.etag)) {
    response.writeHead(304, common);
    response.end();
    return;
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], body);
  const bytes = encoding ? body[encoding]! : body.identity;
  response.writeHead(200, {
    ...common,
    'Content-Type': body.contentType,
    'Content-Length': bytes.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

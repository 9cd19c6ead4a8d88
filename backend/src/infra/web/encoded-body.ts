import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.br && body.br) return 'br';
  if (accepted.gzip && body.gzip) return 'gzip';
  return undefined;
}

/** The encoding a client prefers among those it accepts: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.br ? 'br' : accepted.gzip ? 'gzip' : undefined;
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const parsedAcceptEncodings = new Map<string, { br: boolean; gzip: boolean }>();

function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  let accepted = parsedAcceptEncodings.get(header);
  if (accepted) return accepted;
  accepted = { br: false, gzip: false };
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name === 'br' || name === '*') accepted.br ||= !refused;
    if (name === 'gzip' || name === '*') accepted.gzip ||= !refused;
  }
  if (parsedAcceptEncodings.size < 256) parsedAcceptEncodings.set(header, accepted);
  return accepted;
}

/** Whether the client's If-None-Match names this body (weak comparison, as RFC 9110 asks for GET). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a browser sends back: the ETag as it was given.
  if (ifNoneMatch === etag) return true;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

type Wire = 'identity' | 'br' | 'gzip' | 'notModified';

/** Each body's response headers as flat name/value lists, built on first use (bodies never change). */
const wireHeaders = new WeakMap<EncodedBody, Partial<Record<Wire, string[]>>>();

function headersFor(body: EncodedBody, wire: Wire, fixed: Record<string, string>): string[] {
  let byWire = wireHeaders.get(body);
  if (!byWire) wireHeaders.set(body, (byWire = {}));
  let list = byWire[wire];
  if (!list) {
    list = Object.entries(fixed).flat();
    list.push('ETag', body.etag, 'Cache-Control', body.cacheControl);
    if (!('Vary' in fixed)) list.push('Vary', 'Accept-Encoding');
    if (wire !== 'notModified') {
      const bytes = wire === 'identity' ? body.identity : body[wire]!;
      list.push('Content-Type', body.contentType, 'Content-Length', String(bytes.length));
      if (wire !== 'identity') list.push('Content-Encoding', wire);
    }
    // The last value is each answer's own request id (sendEncoded).
    list.push('X-Request-Id', '');
    byWire[wire] = list;
  }
  return list;
}

/**
 * Answers with the body: 304 when the client holds it, else the best encoding it accepts.
 * `fixed` are the headers every answer carries (the security headers; always the same object),
 * `requestId` is this answer's. The header lists are prepared once per body, and handed to
 * writeHead whole, which is Node's fast path.
 */
export function sendEncoded(
  request: IncomingMessage,
  response: ServerResponse,
  body: EncodedBody,
  fixed: Record<string, string>,
  requestId: string,
): void {
  const notModifiedNow = notModified(request.headers['if-none-match'], body.etag);
  const encoding = notModifiedNow ? undefined : chooseEncoding(request.headers['accept-encoding'], body);
  const wire: Wire = notModifiedNow ? 'notModified' : (encoding ?? 'identity');
  const headers = headersFor(body, wire, fixed);
  // writeHead reads the list at once, so the shared list can carry this request's id meanwhile.
  headers[headers.length - 1] = requestId;
  response.writeHead(notModifiedNow ? 304 : 200, headers);
  if (notModifiedNow || request.method === 'HEAD') response.end();
  else response.end(encoding ? body[encoding] : body.identity);
}

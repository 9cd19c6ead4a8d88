import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Logger } from '@nestjs/common';
import { lookup as mimeType } from 'mime-types';
import { EncodedBody, encodeBody } from './encoded-body';
import { faviconIco } from './favicon';

/** The repository root, the same from backend/src (tests) and backend/dist (built). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
/** The built storefront's index.html: every storefront page, its <head> filled in for some. */
export const STOREFRONT_INDEX = join(REPO_ROOT, 'storefront', 'dist', 'index.html');

/** Paths that belong to the server: never answered with a web app's index.html. */
// Case-insensitive, as Express routes them.
const SERVER_PATHS = /^\/(api|uploads|ops|metrics|openapi\.yaml)(\/|$)/i;
const ADMIN_PATHS = /^\/admin(\/|$)/i;
/** Where Nest routes the home page (the front door hands `/` on as this). */
export const HOME_ROUTE = '/home';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_SOON = 'public, max-age=300';
/** index.html, whatever its head: asked again each time, so a new build's assets are seen at once. */
export const ALWAYS_REVALIDATE = 'no-cache';

/**
 * The built storefront (at /) and back office (at /admin), read into memory once at start with
 * the brotli and gzip copies the build wrote beside each file. Hashed assets are cached for a
 * year; index.html is revalidated, and is the answer for client-side routes.
 */
export class WebApps {
  private constructor(
    private readonly files: Map<string, EncodedBody>,
    private readonly storefrontIndex?: EncodedBody,
    private readonly adminIndex?: EncodedBody,
  ) {}

  static async load(root = REPO_ROOT): Promise<WebApps> {
    const files = new Map<string, EncodedBody>();
    const storefront = await loadApp(join(root, 'storefront', 'dist'), '', files);
    const admin = await loadApp(join(root, 'admin', 'dist'), '/admin', files);
    // Asked for by browsers on any page without an icon of its own; the apps' pages name theirs.
    if (!files.has('/favicon.ico')) {
      files.set('/favicon.ico', await encodeBody(await faviconIco(), 'image/x-icon', REVALIDATE_SOON));
    }
    return new WebApps(files, storefront, admin);
  }

  /** The body for a GET of this path (without its query), or undefined when it is not a web app's. */
  find(path: string): EncodedBody | undefined {
    const file = this.files.get(path);
    if (file) return file;
    if (/\.[a-z0-9]+$/i.test(path) || SERVER_PATHS.test(path)) return undefined;
    return ADMIN_PATHS.test(path) ? this.adminIndex : this.storefrontIndex;
  }
}

async function loadApp(dir: string, base: string, files: Map<string, EncodedBody>): Promise<EncodedBody | undefined> {
  if (!existsSync(join(dir, 'index.html'))) {
    new Logger('Web').warn(`${dir} is not built; run \`npm run build\` to serve ${base || '/'}`);
    return undefined;
  }
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let index: EncodedBody | undefined;
  for (const file of names) {
    const path = `${base}/${relative(dir, file).split(sep).join('/')}`;
    const isIndex = path === `${base}/index.html`;
    const cacheControl = path.startsWith(`${base}/assets/`) ? IMMUTABLE : isIndex ? ALWAYS_REVALIDATE : REVALIDATE_SOON;
    const contentType = mimeType(file) || 'application/octet-stream';
    const body = await encodeBody(
      await readFile(file),
      /^(text\/|application\/(javascript|json))/.test(contentType) ? `${contentType}; charset=utf-8` : contentType,
      cacheControl,
      { br: await readIfThere(`${file}.br`), gzip: await readIfThere(`${file}.gz`) },
    );
    files.set(path, body);
    if (isIndex) index = body;
  }
  return index;
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  return existsSync(file) ? readFile(file) : undefined;
}

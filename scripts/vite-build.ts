// Build-time plugins both web apps share: the initial-bundle budget and precompressed copies of the output.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at its highest quality, as the server would never afford per request. */
export function brotliMax(source: string | Uint8Array): Promise<Buffer> {
  const buffer = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
  return brotli(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a first visit must download before the app can draw: the entry chunks and everything they
 * import statically, and their CSS. Prints the brotli sizes and fails the build when the JavaScript
 * is over `budgetKb` (KB brotli). Lazily imported chunks are not counted: they load on demand.
 */
export function initialBundleBudget(budgetKb: number): Plugin {
  return {
    name: 'satchel-initial-bundle',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const files = new Set<string>();
      const visit = (name: string) => {
        if (files.has(name)) return;
        files.add(name);
        const output = bundle[name];
        if (output?.type === 'chunk') {
          output.imports.forEach(visit);
          output.viteMetadata?.importedCss.forEach((css) => files.add(css));
        }
      };
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      let js = 0;
      let css = 0;
      const lines: string[] = [];
      for (const name of [...files].sort()) {
        const output = bundle[name];
        const size = (await brotliMax(output.type === 'chunk' ? output.code : output.source)).length;
        if (name.endsWith('.css')) css += size;
        else js += size;
        lines.push(`  ${kb(size).padStart(9)}  ${name}`);
      }
      this.info(
        `initial bundle: ${kb(js)} brotli JavaScript (budget ${budgetKb} KB) + ${kb(css)} CSS\n${lines.join('\n')}`,
      );
      if (js > budgetKb * 1024) {
        this.error(`initial JavaScript is ${kb(js)} brotli, over the ${budgetKb} KB budget`);
      }
    },
  };
}

/** What is worth compressing: text formats. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * After the build is written, puts `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip
 * level 9) beside every compressible file of the output directory, public/ copies and index.html
 * included, so the server can send them as they are.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'satchel-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return; // a failed build wrote nothing worth serving
        const outDir = resolve(config.root, config.build.outDir);
        const jobs: Promise<void>[] = [];
        for await (const path of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          jobs.push(
            readFile(path).then(async (source) => {
              const [br, gz] = await Promise.all([brotliMax(source), gzipAsync(source, { level: 9 })]);
              await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
            }),
          );
        }
        await Promise.all(jobs);
        config.logger.info(`precompressed ${jobs.length} files in ${outDir} (.br and .gz)`);
      },
    },
  };
}

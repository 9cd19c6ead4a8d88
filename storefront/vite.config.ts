import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs on its own port; in production it serves this build on the same origin.
const api = 'http://localhost:3000';

/** What the home page must download before it can draw: the entry chunk, its static imports, and CSS. */
const INITIAL_BUNDLE_BUDGET = 200 * 1024;

function initialBundleReport(): Plugin {
  return {
    name: 'satchel-initial-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry || entry.type !== 'chunk') return;
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
      visit(entry.fileName);
      let gzipped = 0;
      for (const name of files) {
        const output = bundle[name];
        const source = output.type === 'chunk' ? output.code : output.source;
        gzipped += gzipSync(source).length;
      }
      const kb = (gzipped / 1024).toFixed(1);
      this.info(`initial bundle: ${kb} KB gzip (${files.size} files; budget ${INITIAL_BUNDLE_BUDGET / 1024} KB)`);
      if (gzipped > INITIAL_BUNDLE_BUDGET) this.error(`initial bundle is ${kb} KB gzip, over the 200 KB budget`);
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), initialBundleReport()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/uploads': api },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { initialBundleBudget, precompress } from '../scripts/vite-build';

// In development the API runs on its own port; in production it serves this build on the same origin.
const api = 'http://localhost:3000';

/** KB of brotli JavaScript the home page may need before it can draw (entry chunks and their static imports). */
const INITIAL_JS_BUDGET_KB = 100;

/**
 * src/boot.ts is a second entry, loaded async from index.html's head: it starts the first screen's
 * API reads and preloads its largest picture while the app's bundle is still on its way.
 */
function bootScript(): Plugin {
  return {
    name: 'satchel-boot-script',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', boot: 'src/boot.ts' } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === 'boot');
        if (!boot) throw new Error('src/boot.ts was not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), bootScript(), initialBundleBudget(INITIAL_JS_BUDGET_KB), precompress()],
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

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialBundleBudget, precompress } from '../scripts/vite-build';

// In development the API runs on its own port; in production it serves this build at /admin.
const api = 'http://localhost:3000';

/** KB of brotli JavaScript the back office may need before it can draw (entry chunk and its static imports). */
const INITIAL_JS_BUDGET_KB = 300;

/** React and its router: every page needs them, and they change far less often than the back office. */
const REACT = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
]);

export default defineConfig({
  base: '/admin/',
  plugins: [react(), initialBundleBudget(INITIAL_JS_BUDGET_KB), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry chunk holds what react-admin and Material UI need for the first screen (about 150 KB brotli).
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Only React gets a chunk of its own (it stays cached across releases). The rest is split by Rollup
        // along the lazy pages, so what only they use (recharts, form inputs, list widgets) loads with them:
        // grouping react-admin or Material UI by package would pull all of their modules into the first load,
        // since their index files re-export everything.
        manualChunks(id) {
          const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
          return match && REACT.has(match[1]) ? 'react' : undefined;
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': api, '/uploads': api },
  },
  preview: {
    port: 4174,
    proxy: { '/api': api, '/uploads': api },
  },
});

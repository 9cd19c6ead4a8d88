import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialBundleBudget, precompress } from '../scripts/vite-build';

// In development the API runs on its own port; in production it serves this build on the same origin.
const api = 'http://localhost:3000';

/** KB of brotli JavaScript the home page may need before it can draw (entry chunk and its static imports). */
const INITIAL_JS_BUDGET_KB = 100;

export default defineConfig({
  base: '/',
  plugins: [react(), initialBundleBudget(INITIAL_JS_BUDGET_KB), precompress()],
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

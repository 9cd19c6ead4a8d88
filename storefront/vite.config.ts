import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port; in production it serves this build on the same origin.
const api = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
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

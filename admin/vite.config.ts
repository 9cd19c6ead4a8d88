import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port; in production it serves this build at /admin.
const api = 'http://localhost:3000';

const REACT = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
]);
// What Material UI itself imports, so the mui chunk never needs the react-admin one.
const MUI_HELPERS = new Set([
  '@babel/runtime',
  '@popperjs/core',
  'clsx',
  'dom-helpers',
  'hoist-non-react-statics',
  'prop-types',
  'react-is',
  'react-transition-group',
  'stylis',
]);

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than the back office: separate chunks stay cached across releases.
        manualChunks(id) {
          const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
          if (!match) return undefined;
          const name = match[1];
          if (REACT.has(name)) return 'react';
          if (name.startsWith('@mui/') || name.startsWith('@emotion/') || MUI_HELPERS.has(name)) return 'mui';
          return 'react-admin';
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

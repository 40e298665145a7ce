import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { keepSourceMapsPrivate } from '@vitrina/tooling/vite';

// The editor is a static SPA served by the API process at /admin and /gallery/admin.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), keepSourceMapsPrivate()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});

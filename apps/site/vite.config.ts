import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Client assets are served by the API process under /_app/; the server entry is built with --ssr.
export default defineConfig({
  base: '/_app/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] }, noExternal: [/^@vitrina\//] },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
});

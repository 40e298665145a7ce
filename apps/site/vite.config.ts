import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { keepSourceMapsPrivate } from '@vitrina/tooling/vite';

// Every template font stylesheet @vitrina/sections exports becomes its own client entry (`font-{id}`),
// so a page links only its template's font; the server finds the file in the build manifest.
const sectionsPackage = JSON.parse(readFileSync(new URL('./node_modules/@vitrina/sections/package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
};
const fontEntries = Object.fromEntries(
  Object.keys(sectionsPackage.exports).flatMap((key) => {
    const id = /^\.\/fonts\/(\d+)\.css$/.exec(key)?.[1];
    return id ? [[`font-${id}`, `@vitrina/sections/fonts/${id}.css`]] : [];
  }),
);

// Client assets are served by the API process under /_app/; the server entry is built with --ssr.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/_app/',
  plugins: isSsrBuild ? [react()] : [react(), keepSourceMapsPrivate()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] }, noExternal: [/^@vitrina\//] },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    // The server bundle is never served; its maps stay beside it for Node's stack traces.
    sourcemap: isSsrBuild ? true : 'hidden',
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: { index: 'index.html', ...fontEntries } },
  },
}));

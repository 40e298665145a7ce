import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { keepSourceMapsPrivate } from '@vitrina/tooling/vite';

// Every font stylesheet @vitrina/sections exports becomes one client entry, so a page links only its
// template's font. Templates that share a stylesheet share its entry, named after all of them
// (`font-8-10`), because Rollup merges entries of one module; the server finds a template's entry by id.
const sectionsPackage = JSON.parse(readFileSync(new URL('./node_modules/@vitrina/sections/package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
};
const idsByStylesheet = new Map<string, string[]>();
for (const [key, target] of Object.entries(sectionsPackage.exports)) {
  const id = /^\.\/fonts\/(\d+)\.css$/.exec(key)?.[1];
  if (id) idsByStylesheet.set(target, [...(idsByStylesheet.get(target) ?? []), id]);
}
const fontEntries = Object.fromEntries(
  [...idsByStylesheet.values()].map((ids) => [`font-${ids.join('-')}`, `@vitrina/sections/fonts/${ids[0]}.css`]),
);

// The server bundle's `react-i18next` is src/server/server-use-translation.ts (react-i18next with a
// useTranslation that answers repeated calls from memory; docs/performance.md "Uncached rendering").
const serverReactI18next = fileURLToPath(new URL('./src/server/server-use-translation.ts', import.meta.url));
const serverI18nextPlugin: Plugin = {
  name: 'vitrina-server-react-i18next',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'react-i18next' && importer !== serverReactI18next) return serverReactI18next;
    return null;
  },
};

// react-router's package exports point at its development build whatever NODE_ENV says (its dev warnings
// and checks run on every render; remix-run/react-router#14102): a build, client and server, takes its
// production build. Dev server and tests keep the development one.
const reactRouterDist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

// Client assets are served by the API process under /_app/; the server entry is built with --ssr.
export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/_app/',
  plugins: isSsrBuild ? [serverI18nextPlugin, react()] : [react(), keepSourceMapsPrivate()],
  resolve: { conditions: ['source', ...defaultClientConditions], alias: command === 'build' ? reactRouterProduction : [] },
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

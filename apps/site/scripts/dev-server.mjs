// `pnpm dev` for the public site: Vite in
// middleware mode with hot module replacement, every page server-rendered by the same
// `render(request, context)` the API process calls (src/entry-server.tsx), loaded through Vite so an
// edit shows on the next request. Data comes from the API dev server (`VITRINA_API_URL`, default
// http://127.0.0.1:8080, started by the API's own `dev` task); `/api`, `/assets`, `/oidc` and the editor
// (`/admin`, `/gallery/admin`) are passed through to it with the visitor's Host, so
// http://bistro.localhost:5173 is bistro's site. Production never runs this file.
import { readFileSync, realpathSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASS_THROUGH = /^\/(?:api|assets|oidc|admin)(?:[/?]|$)|^\/gallery\/admin(?:[/?]|$)/;
/** What the in-process fetch of the API host answers: the renderer asks this origin for /api and /assets. */
const IN_PROCESS_ORIGIN = 'http://in-process';

/** The template font stylesheets of @vitrina/sections, as the build's manifest would name them. */
function devManifest() {
  // As vite.config.ts finds them: the workspace package linked into this app.
  const sectionsDir = realpathSync(path.join(root, 'node_modules', '@vitrina', 'sections'));
  const { exports } = JSON.parse(readFileSync(path.join(sectionsDir, 'package.json'), 'utf8'));
  const manifest = {};
  for (const [key, target] of Object.entries(exports)) {
    const id = /^\.\/fonts\/(\d+)\.css$/.exec(key)?.[1];
    if (id && typeof target === 'string')
      manifest[`font-${id}`] = { file: `@fs${path.join(sectionsDir, target)}`, name: `font-${id}`, isEntry: true };
  }
  return manifest;
}

/** Node request → fetch Request (pages are GET or HEAD). */
function toRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), { method: req.method, headers });
}

async function sendResponse(res, response, method) {
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
}

/** Passes a request to the API dev server unchanged (Host included) and streams the answer back. */
function passThrough(req, res, apiUrl) {
  const upstream = http.request(
    { hostname: apiUrl.hostname, port: apiUrl.port || 80, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The API dev server does not answer at ${apiUrl.origin}: start it with \`pnpm dev\` at the repository root.\n`);
  });
  req.pipe(upstream);
}

/**
 * Starts the dev server; resolves once it listens. `apiFetch` (tests) answers the renderer's /api and
 * /assets calls instead of the API dev server.
 */
export async function startDevServer({ port = 5173, host = '127.0.0.1', apiUrl = new URL('http://127.0.0.1:8080'), apiFetch } = {}) {
  const { createServer } = await import('vite');
  const server = http.createServer();
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
    logLevel: 'warn',
  });
  const manifest = devManifest();
  const fetchFromApi =
    apiFetch ??
    ((input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      return fetch(url.origin === IN_PROCESS_ORIGIN ? new Request(new URL(`${url.pathname}${url.search}`, apiUrl), request) : request);
    });
  const demoHost = process.env.DEMO_HOST ?? 'bistro.localhost';
  const siteDomain = process.env.SITE_DOMAIN ?? 'localhost';

  server.on('request', (req, res) => {
    // Vite's own paths (modules, HMR client, @fs files) are all under the base, /_app/.
    vite.middlewares(req, res, async () => {
      if (PASS_THROUGH.test(req.url ?? '/') || (req.method !== 'GET' && req.method !== 'HEAD')) return passThrough(req, res, apiUrl);
      try {
        const raw = readFileSync(path.join(root, 'index.html'), 'utf8');
        const template = await vite.transformIndexHtml(req.url ?? '/', raw);
        const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
        const response = await render(
          toRequest(req),
          { fetch: fetchFromApi, demoHost, siteDomain },
          { template, manifest, base: '/_app/' },
        );
        await sendResponse(res, response, req.method);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Server rendering failed:\n${error instanceof Error ? error.stack : String(error)}\n`);
      }
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: async () => {
      await vite.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const apiUrl = new URL(process.env.VITRINA_API_URL ?? 'http://127.0.0.1:8080');
  const { port } = await startDevServer({ port: Number(process.env.SITE_DEV_PORT ?? 5173), apiUrl });
  console.log(
    `site dev server (SSR + HMR) on http://bistro.localhost:${port} (any <subdomain>.localhost:${port}); data from ${apiUrl.origin}`,
  );
}

// Server entry: a fetch-style render(request, context) the API process calls for every public path
// (apps/api site-renderer.ts). `context.fetch` answers /api and /assets in process.
import { loadBuildInfo } from './server/build-info.js';
import type { BuildInfo } from './server/build-info.js';
import { siteConfig } from './server/render-config.js';
import type { HostContext } from './server/render-config.js';
import { renderPage } from './server/render-page.js';
import { renderSpecialFile, SPECIAL_PATHS } from './server/special-files.js';

export type { HostContext } from './server/render-config.js';

export async function render(request: Request, context: HostContext, build: BuildInfo = loadBuildInfo()): Promise<Response> {
  const config = siteConfig(context, process.env, request.url);
  const { pathname } = new URL(request.url);
  // A client asset the build does not have (an old page after a deploy): a plain 404, not a page.
  if (pathname.startsWith('/_app/'))
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if ((SPECIAL_PATHS as readonly string[]).includes(pathname)) return renderSpecialFile(request, context.fetch, config);
  return renderPage(request, context.fetch, config, build);
}

// What the server needs from the client build: the HTML shell and the manifest (which file holds a
// page's chunk, a template's font stylesheet). Read once; tests and an unbuilt tree get a bare shell.
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BuildInfo {
  template: string;
  manifest: Manifest;
  base: string;
}

/** The shell of index.html with the markers the renderer fills. */
export const BARE_TEMPLATE =
  '<!doctype html>\n<html lang="<!--app-lang-->">\n  <head>\n    <meta charset="UTF-8" />\n    <!--app-head-->\n  </head>\n  <body>\n    <div id="root"><!--app-html--></div>\n  </body>\n</html>\n';

let cached: BuildInfo | null = null;

function readText(url: URL): string | null {
  try {
    return readFileSync(url, 'utf8');
  } catch {
    return null;
  }
}

export function loadBuildInfo(): BuildInfo {
  if (cached) return cached;
  // dist/server/entry-server.js → dist/client/…
  const template = readText(new URL('../client/index.html', import.meta.url));
  const manifest = readText(new URL('../client/.vite/manifest.json', import.meta.url));
  cached = { template: template ?? BARE_TEMPLATE, manifest: manifest ? (JSON.parse(manifest) as Manifest) : {}, base: '/_app/' };
  return cached;
}

/** Font stylesheets by build and template: the manifest is searched once per template, not per page. */
const fontsByBuild = new WeakMap<BuildInfo, Map<number, readonly string[]>>();

/** Stylesheets of a template's font entry (`font-{id}`, or `font-8-10` for a stylesheet templates share), as URLs. */
export function fontStylesheets(info: BuildInfo, templateId: number): readonly string[] {
  let fonts = fontsByBuild.get(info);
  if (!fonts) fontsByBuild.set(info, (fonts = new Map()));
  let files = fonts.get(templateId);
  if (!files) {
    files = Object.freeze(findFontStylesheets(info, templateId));
    fonts.set(templateId, files);
  }
  return files;
}

function findFontStylesheets(info: BuildInfo, templateId: number): string[] {
  const id = String(templateId);
  const chunk = Object.values(info.manifest).find(
    (c) => c.isEntry && /^font(-\d+)+$/.test(c.name ?? '') && c.name!.split('-').slice(1).includes(id),
  );
  if (!chunk) return [];
  const files = chunk.file.endsWith('.css') ? [chunk.file] : (chunk.css ?? []);
  return files.map((file) => `${info.base}${file}`);
}

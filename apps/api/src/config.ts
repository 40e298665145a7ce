// Configuration from the environment, with defaults that need nothing installed (the embedded default).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Built public site (client assets + server entry); unset → the workspace's apps/site/dist. */
  siteDist: string;
  /** Built editor (static SPA); unset → the workspace's apps/editor/dist. */
  editorDist: string;
  logLevel: string;
}

const workspaceRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    siteDist: path.resolve(env.SITE_DIST ?? path.join(workspaceRoot, 'apps', 'site', 'dist')),
    editorDist: path.resolve(env.EDITOR_DIST ?? path.join(workspaceRoot, 'apps', 'editor', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

// Entry of `pnpm start`: one process serving the API, the editor and the server-rendered site.
import { loadConfig } from './config.js';
import { loadSiteRenderer } from './http/site-renderer.js';
import { buildServer } from './server.js';

const config = loadConfig();
const site = await loadSiteRenderer(config.siteDist);
const app = await buildServer({ config, site, logger: { level: config.logLevel } });
if (!site) app.log.warn({ siteDist: config.siteDist }, 'site is not built: public pages answer 404');

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
app.log.info(`Vitrina is running at ${address.replace('127.0.0.1', 'localhost')}`);

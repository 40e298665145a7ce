// Where this process is reached from outside, and so which issuer its built-in provider has. Its own module
// so route modules can use it without importing server.ts (which imports the routes).
import type { ApiConfig } from './config.js';

function publicOrigin(config: ApiConfig): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** The configured external issuer, or the built-in provider mounted at `/oidc` of the public origin. */
export function oidcIssuerOf(config: ApiConfig): string {
  return config.oidcIssuer ?? `${publicOrigin(config)}/oidc`;
}

/**
 * A business's site address on its sub-domain, as the start-up banner prints them: `http://<sub>.<site
 * domain>:<port>/`, with the scheme and port of the public origin (PUBLIC_URL, else this process's port).
 */
export function subdomainSiteUrl(config: ApiConfig, subdomain: string): string {
  const origin = new URL(publicOrigin(config));
  const port = origin.port ? `:${origin.port}` : '';
  return `${origin.protocol}//${subdomain}.${config.siteDomain}${port}/`;
}

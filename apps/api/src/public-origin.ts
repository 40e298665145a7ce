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

// Where a spec §2 preview may be shown. A preview renders another document than the host's own site: a
// builder session (§3 builder data), a sign-up wizard session, or a client's data under another template.
// Anyone can make a wizard session with any texts (POST /api/wizard/session), so shown on a business's
// host it would put a stranger's words under that business's address. A preview is therefore shown:
// - on the provider's own host (SITE_DOMAIN, `localhost`): every preview, as the sign-up wizard and the
//   template showcase run there;
// - on a business's host (its sub-domain or custom domain): that business's own only — its client preview
//   (`client_id` = its id) and the builder sessions its back office made (`client-{id}-…`).
// Anything else goes back to `/` as a preview that cannot be loaded does (§8).
import { builderSessionPrefix, findClientByHost } from '../db/index.js';
import type { AppDb } from '../db/index.js';
import type { RequestIdentity } from './request-identity.js';

/** Whether an authority (`host[:port]`) is the provider's own host: `localhost:8080`, `www.localhost`. */
export function isProviderAuthority(authority: string, siteDomain: string): boolean {
  const hostname = authority.replace(/:\d+$/, '').replace(/\.$/, '');
  const domain = siteDomain.trim().toLowerCase().replace(/\.$/, '');
  return hostname === domain || hostname === `www.${domain}`;
}

/** Every value of the preview parameters (a repeated parameter counts each time), trimmed, empty ones left out. */
function previewValues(search: string): { builder: string[]; wizard: string[]; client: string[] } | null {
  const query = new URLSearchParams(search);
  const values = (name: string) =>
    query
      .getAll(name)
      .map((v) => v.trim())
      .filter(Boolean);
  // Without a template id no preview is shown (core-model detectPreview): the host's own site is.
  if (values('template_id').length === 0) return null;
  const found = { builder: values('builder_id'), wizard: values('wizard_session_id'), client: values('client_id') };
  return found.builder.length + found.wizard.length + found.client.length ? found : null;
}

/** Whether the page asked for may be rendered on its host; false: redirect to `/`. */
export async function previewAllowed(db: AppDb, identity: RequestIdentity, siteDomain: string): Promise<boolean> {
  const preview = previewValues(identity.search);
  if (!preview || isProviderAuthority(identity.authority, siteDomain)) return true;
  if (preview.wizard.length) return false;
  const owner = await findClientByHost(db, identity.host, siteDomain);
  if (!owner) return false;
  const id = owner.client.id;
  return (
    preview.client.every((value) => value === String(id)) && preview.builder.every((value) => value.startsWith(builderSessionPrefix(id)))
  );
}

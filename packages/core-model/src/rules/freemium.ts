// Spec §1 "Plans: … and the free tier freemium", §3 client `plan_slug` and `freemium`: a client is on the
// free tier when either says so. Every app asks this one question (editing blocked §4/§5, not on search
// engines §8, no chat §4, sub-domain only §4), so a client whose two fields disagree is treated the same
// everywhere.
import type { Client } from '../model/client.js';

export type FreemiumClient = Pick<Client, 'freemium' | 'plan_slug'>;

export function isFreemium(client: FreemiumClient): boolean {
  return client.freemium || client.plan_slug === 'freemium';
}

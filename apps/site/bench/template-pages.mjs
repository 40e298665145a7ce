// Every template's showcase page: the seeded builder session (apps/api/src/seed/demo-showcase.ts) shown
// with each template of GET /api/templates (spec §2 builder preview `?builder_id=…&template_id=…`), so a
// template added to the catalog is benched and photographed with no edit here.
import { httpGet } from '@vitrina/tooling/bench';

export const SHOWCASE_BUILDER_ID = 'showcase';

/** Path of template `id`'s home page with the showcase business. */
export const showcasePath = (id) => `/?builder_id=${SHOWCASE_BUILDER_ID}&template_id=${id}`;

/**
 * The designed templates (id, name, font) and their showcase page URL on the product at `port`.
 * @returns {Promise<{ id: number, name: string, font: string | null, url: string }[]>}
 */
export async function templatePages(port) {
  const res = await httpGet(`http://127.0.0.1:${port}/api/templates`);
  if (res.status !== 200) throw new Error(`GET /api/templates answered ${res.status}`);
  const { templates } = JSON.parse(res.body.toString('utf8'));
  return templates.map((t) => ({ id: t.id, name: t.name, font: t.font, url: `http://localhost:${port}${showcasePath(t.id)}` }));
}

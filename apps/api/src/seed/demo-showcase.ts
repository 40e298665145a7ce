// The showcase builder session: one small business's §3 builder data under a fixed id, so every template
// can be seen with real content on a fresh product at `/?builder_id=showcase&template_id=<N>` (spec §2
// builder preview). The template e2e test, the screenshot script and the Lighthouse bench all open it.
import { LANGUAGE_IDS } from '@vitrina/core-model';
import type { BuilderData, BuilderService } from '@vitrina/core-model';
import type { AppDb } from '../db/database.js';
import { builderSessions } from '../db/schema.js';

export const SHOWCASE_BUILDER_ID = 'showcase';

/** The template the session was "started" with; a preview names its own template_id anyway. */
const SHOWCASE_TEMPLATE_ID = 4;

const SERVICES: BuilderService[] = [
  { name: 'Weekly bouquets', description: 'Seasonal flowers delivered to your door every Friday, wrapped in recycled paper.' },
  { name: 'Wedding flowers', description: 'Bouquets, buttonholes and table pieces designed with you, from the first sketch to the day.' },
  { name: 'Plant care visits', description: 'We water, feed and repot your office plants twice a month so they keep thriving.' },
];

export const SHOWCASE_BUILDER_DATA: BuilderData = {
  business_name: 'Juniper & Fern Florist',
  // Portland, Oregon: a real place so the location section has something to show.
  location_lat: 45.5231,
  location_lon: -122.6765,
  industry_id: null,
  language_id: LANGUAGE_IDS.en,
  // No brand colour: each template shows its own default primary colour, so they can be told apart.
  primary_brand_color: '',
  s3_map_url: null,
  tagline_text: 'Fresh flowers, arranged by hand',
  hero_subtext: 'Bouquets, weddings and plant care from our little shop on Alder Street.',
  about_us_text:
    'Juniper & Fern is a family florist. We buy from local growers, arrange every bouquet by hand the morning it leaves the shop, and compost what we do not sell.',
  services_json: JSON.stringify(SERVICES),
};

/** Inserts the showcase session when it is missing; an existing one is left as it is (idempotent seed). */
export async function insertShowcaseSession(tx: AppDb): Promise<void> {
  await tx
    .insert(builderSessions)
    .values({ id: SHOWCASE_BUILDER_ID, template_id: SHOWCASE_TEMPLATE_ID, data: SHOWCASE_BUILDER_DATA })
    .onConflictDoNothing({ target: builderSessions.id });
}

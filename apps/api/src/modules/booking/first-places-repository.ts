// A new business's first place of work (issue 27: the booking module is the only writer of locations and
// service areas): the storefront's location or the area a mobile business serves, written by the sign-up
// workflow in its transaction (modules/signup/signup-repository.ts). The owner's later changes, with their
// audit entries, are locations-repository.ts's.
import type { AppDb } from '../../db/database.js';
import { locations, serviceAreas } from '../../db/schema.js';
import type { AreaRow } from './service-area.js';

export interface FirstLocation {
  name: string;
  address1: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export type FirstServiceArea = AreaRow;

/** The client's first location (listed first); its id. */
export async function insertFirstLocation(tx: AppDb, clientId: number, location: FirstLocation): Promise<number> {
  const [row] = await tx
    .insert(locations)
    .values({ client_id: clientId, ordering: 0, ...location })
    .returning({ id: locations.id });
  return row!.id;
}

export async function insertFirstServiceArea(tx: AppDb, clientId: number, area: FirstServiceArea): Promise<void> {
  await tx.insert(serviceAreas).values({ client_id: clientId, ...area });
}

// Loaders of the booking pages (issue 14; spec §2 appointment and employee flows): the client's
// BookingInfo goes into the RTK Query cache on the server, so /appointment?step=… and
// /appointment/employee/{id} render their step whole and the browser does not ask again. Slots and dates
// are asked for in the browser: they change by the minute and the page is cached by ETag.
import { bookingApi } from '@vitrina/api-client';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { envOf } from '../../app/site-env.js';
import type { EnvSource } from '../../app/site-env.js';
import { siteFor } from '../root-loader.js';
import type { PageRoute } from '../route-table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query's arguments: the pages read the cache with the same ones. */
export const bookingInfoArgs = (clientId: number) => ({ clientId });

export function createBookingLoader(source: EnvSource) {
  return async (args: LoaderFunctionArgs) => {
    const env = envOf(source, args);
    const site = await siteFor(env, args.request);
    if (!site) return null;
    // A failed call leaves the page to ask again in the browser (and say so if that fails too).
    const calls: Promise<unknown>[] = [env.store.dispatch(bookingApi.endpoints.bookingInfo.initiate(bookingInfoArgs(site.client.id)))];
    // The success step (?appointment=<uuid>) renders the booked appointment on a reload too.
    const uuid = new URL(args.request.url).searchParams.get('appointment');
    if (uuid && UUID.test(uuid))
      calls.push(env.store.dispatch(bookingApi.endpoints.publicAppointment.initiate({ clientId: site.client.id, uuid })));
    await Promise.all(calls);
    return null;
  };
}

export function bookingLoaderFor(route: PageRoute, env: EnvSource): RouteObject['loader'] | undefined {
  const id = route.handle.routeId;
  // The customer's own booking (myBooking) is read in the browser only; its slots need the BookingInfo.
  return id === 'appointment' || id === 'employeeAppointment' || id === 'myBooking' ? createBookingLoader(env) : undefined;
}

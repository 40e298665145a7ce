// Loaders of the customer forms pages (issue 15; spec §2 /forms/customer/{uuid}, …/appointment/{appointment_uuid},
// …/form/{form_uuid}): the pending forms or the form go into the RTK Query cache on the server, so the page
// renders whole. Another business's customer, an unknown appointment or form, or a malformed uuid answer 404.
import { customerFormsApi } from '@vitrina/api-client';
import { data } from 'react-router';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import { envOf } from '../../app/site-env.js';
import type { EnvSource } from '../../app/site-env.js';
import { isOrderUuid } from '../checkout/checkout-loaders.js';
import { errorStatus } from '../checkout/checkout-views.js';
import { siteFor } from '../root-loader.js';
import type { PageRoute } from '../route-table.js';

/** The route's uuids, or null when one is malformed (an unknown link, without a call). */
export function formsParams(params: Readonly<Params>) {
  const { uuid, appointment_uuid: appointmentUuid, form_uuid: formUuid } = params;
  if (!isOrderUuid(uuid)) return null;
  if (appointmentUuid !== undefined && !isOrderUuid(appointmentUuid)) return null;
  if (formUuid !== undefined && !isOrderUuid(formUuid)) return null;
  return { customerUuid: uuid, appointmentUuid, formUuid };
}

function createFormsLoader(source: EnvSource) {
  return async (args: LoaderFunctionArgs) => {
    const env = envOf(source, args);
    const ids = formsParams(args.params);
    if (!ids) return data(null, { status: 404 });
    const site = await siteFor(env, args.request);
    if (!site) return null;
    const base = { clientId: site.client.id, customerUuid: ids.customerUuid };
    const { endpoints } = customerFormsApi;
    const result = ids.formUuid
      ? await env.store.dispatch(endpoints.customerForm.initiate({ ...base, formUuid: ids.formUuid }))
      : ids.appointmentUuid
        ? await env.store.dispatch(endpoints.appointmentPendingForms.initiate({ ...base, appointmentUuid: ids.appointmentUuid }))
        : await env.store.dispatch(endpoints.customerPendingForms.initiate(base));
    return errorStatus(result.error) === 404 ? data(null, { status: 404 }) : null;
  };
}

export function formsLoaderFor(route: PageRoute, env: EnvSource): RouteObject['loader'] | undefined {
  const page = route.handle.page;
  return page === 'pendingForms' || page === 'customerForm' ? createFormsLoader(env) : undefined;
}

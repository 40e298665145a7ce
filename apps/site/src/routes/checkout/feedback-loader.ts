// Loader of /commerce/order/{uuid}/feedback: the order and its feedback go into the RTK Query cache on the
// server, so the page renders whole (the form, or the feedback read-only). An unknown order answers 404.
import { checkoutApi, orderFeedbackApi } from '@vitrina/api-client';
import { data } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { envOf } from '../../app/site-env.js';
import type { EnvSource } from '../../app/site-env.js';
import { siteFor } from '../root-loader.js';
import type { PageRoute } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { errorStatus } from './checkout-views.js';

function createFeedbackLoader(source: EnvSource) {
  return async (args: LoaderFunctionArgs) => {
    const { request, params } = args;
    const env = envOf(source, args);
    if (!isOrderUuid(params.uuid)) return data(null, { status: 404 });
    const site = await siteFor(env, request);
    if (!site) return null;
    const order = { clientId: site.client.id, uuid: params.uuid };
    const [found, feedback] = await Promise.all([
      env.store.dispatch(checkoutApi.endpoints.publicOrder.initiate(order)),
      env.store.dispatch(orderFeedbackApi.endpoints.orderFeedback.initiate(order)),
    ]);
    return errorStatus(found.error) === 404 || errorStatus(feedback.error) === 404 ? data(null, { status: 404 }) : null;
  };
}

export function feedbackLoaderFor(route: PageRoute, env: EnvSource): RouteObject['loader'] | undefined {
  return route.handle.page === 'orderFeedback' ? createFeedbackLoader(env) : undefined;
}

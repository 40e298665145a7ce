// The visitor's campaign on the server (issue 31, spec §9): the `utm_params` cookie the site keeps for 30 days
// reaches the API's own calls (same origin), so a payment or a booking carries the campaign of the visit that
// led to it even when the page did not send it in the body.
import { UTM_COOKIE_NAME, campaignParamsOfCookie, keptCampaignParams } from '@vitrina/core-model';
import { readCookie } from '../identity/device-cookie.js';

/** What an order or appointment keeps of the request's `utm_params` cookie; null when nothing. */
export function campaignOfCookie(cookieHeader: string | undefined): Record<string, string> | null {
  return keptCampaignParams(campaignParamsOfCookie(readCookie(cookieHeader, UTM_COOKIE_NAME)));
}

/** The body with its `utm`, or when it sends none worth keeping, the cookie's. */
export function withCampaignCookie<B extends { utm?: Record<string, string> }>(body: B, cookieHeader: string | undefined): B {
  if (keptCampaignParams(body.utm) !== null) return body;
  const cookie = campaignOfCookie(cookieHeader);
  return cookie ? { ...body, utm: cookie } : body;
}

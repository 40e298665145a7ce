// The customer's link to their page of bookings and orders (issue 30): its URL on the business's site (their
// booking and order mails end with the link; they read the key with the rest of the message's data). No import
// of the mail module: it uses this.

/** The customer's page on the business's site. */
export const customerPortalUrlOf = (siteOrigin: string, key: string) => `${siteOrigin}/customer/${encodeURIComponent(key)}`;

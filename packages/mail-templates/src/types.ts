// What a message is made of: the business that sends it, the order it is about, and what rendering gives.
import type { Locale, ShippingFields } from '@vitrina/core-model';

/** The sender as the recipient knows it: the site's name, logo and brand colour. */
export interface MailBusiness {
  name: string;
  /** An absolute URL of the site's logo image; null: the name is shown as text. */
  logoUrl: string | null;
  /** The site's primary colour (`#rrggbb`); anything else falls back to the default. */
  brandColor: string | null;
}

/** Who a message is from and the language it is written in: the start of every message's input. */
export interface MailContext {
  lang: Locale;
  business: MailBusiness;
}

export interface MailOrderLine {
  name: string;
  /** The variant's label ("Large / Red"), empty when none. */
  variant: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** An order as a message shows it; amounts in minor units of `currency`. */
export interface MailOrder {
  number: number;
  currency: string;
  lines: readonly MailOrderLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  paidAt: Date | string | null;
  /** The business's IANA time zone (dates show in it). */
  timeZone: string | null;
  /** The buyer's e-mail (the owner's alert names them by it when there is no name). */
  email: string;
  /** Where it is shipped; null for orders without shipping. */
  shipping: ShippingFields | null;
}

/** A message ready for a transport. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The language it is written in (the html's `lang`). */
  lang: Locale;
}

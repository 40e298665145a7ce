// What one demo client consists of; each lives in ./clients/<subdomain>.ts.
import { defaultClient } from '@vitrina/core-model';
import type { Client, SiteData } from '@vitrina/core-model';
import type { NewBlogPost } from '../modules/content/blog-public-repository.js';
import type { NewClient } from '../db/repos/clients.js';
import type { DemoBooking } from './demo-booking.js';
import type { DemoImage } from './demo-images.js';
import type { DemoProduct } from './demo-products.js';

/** name → public URL of the client's generated images. */
export type ImageUrls = Record<string, string>;

export interface DemoClient {
  subdomain: string;
  /** One line for the start-up banner and the README. */
  description: string;
  client(now: Date): Omit<NewClient, 'wurkzen_subdomain'>;
  images: DemoImage[];
  site(client: Client, images: ImageUrls): SiteData;
  /** Image names (with a `-thumb` twin in `images`) and captions, in gallery order. */
  gallery?: { image: string; description: string }[];
  blog?(images: ImageUrls, now: Date): NewBlogPost[];
  /** The products store's catalog (images named in `images`). */
  products?: DemoProduct[];
  /** Locations, service areas, bookable services and staff (appointment booking). */
  booking?: DemoBooking;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo client's row: core-model defaults plus what the client sets. */
export function demoClientFields(
  fields: Partial<Omit<NewClient, 'wurkzen_subdomain'>> & Pick<NewClient, 'name' | 'template_id'>,
): Omit<NewClient, 'wurkzen_subdomain'> {
  const { id: _id, language: _language, wurkzen_subdomain: _subdomain, ...base } = defaultClient();
  return { ...base, ...fields };
}

// The public site's calls (spec §3, §7): no credentials, rate-limited where visitors write.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { BuilderData } from '@vitrina/core-model';
import { EnteredText, Nullable } from './shared.js';
import type { ContactUsInput } from '@vitrina/validation';
const CONTACT_FIELDS: Record<keyof ContactUsInput, typeof EnteredText> = {
  name: EnteredText,
  email: EnteredText,
  phone: EnteredText,
  message: EnteredText,
};

/** POST client/{id}/contact (spec §3 "Contact-us form"), checked with validation's contactUsSchema. */
export const ContactMessageBody = Type.Unsafe<ContactUsInput>({ type: 'object', properties: CONTACT_FIELDS });
export type ContactMessageBody = Static<typeof ContactMessageBody>;

/** 201 of a contact message: the business has it. */
export const ContactMessageAnswer = Type.Object({ id: Type.Integer(), created_at: Type.String({ format: 'date-time' }) });
export type ContactMessageAnswer = Static<typeof ContactMessageAnswer>;

/** A published blog post (core-model BlogPost; §3 "Blog"). */
export const PublicBlogPost = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  /** A sanitised HTML document (validation RICH_TEXT_ALLOWLIST), rendered as stored. */
  body: Type.String(),
  image_url: Nullable(Type.String()),
  author: Type.String(),
  published_at: Type.String({ format: 'date-time' }),
  /** '' when the post has none: the page uses the title and the summary. */
  seo_title: Type.String(),
  seo_description: Type.String(),
});
export type PublicBlogPost = Static<typeof PublicBlogPost>;

/** GET client/{id}/blog: published posts, newest first, without bodies. */
export const BlogList = Type.Object({ posts: Type.Array(Type.Omit(PublicBlogPost, ['body'])) });
export type BlogList = Static<typeof BlogList>;

/** GET client/{id}/blog/{slug}. */
export const BlogPostAnswer = Type.Object({ post: PublicBlogPost });
export type BlogPostAnswer = Static<typeof BlogPostAnswer>;

/** GET builder/{builder_id}/data (spec §3 "Builder data"): core-model BuilderData, as readBuilderData makes it. */
export const BuilderDocument = Type.Unsafe<BuilderData>({
  type: 'object',
  additionalProperties: true,
  description: 'core-model BuilderData',
});
export type BuilderDocument = Static<typeof BuilderDocument>;

/** GET ip: the caller's address, the API's own IP look-up (spec §7 "reads the field ip"). */
export const RemoteIp = Type.Object({ ip: Type.String() });
export type RemoteIp = Static<typeof RemoteIp>;

/**
 * GET user/remotedata (spec §7 "IP-based data"): the address, and the region of the browser's
 * Accept-Language when it is on the §3 country list (no IP geolocation database ships with Vitrina).
 */
export const RemoteData = Type.Object({ ip: Type.String(), country_code: Nullable(Type.String()) });
export type RemoteData = Static<typeof RemoteData>;

/**
 * GET client/{id}/mobile/country (spec §7 "Returns success and country"): the client's country, named in
 * the client's language. Its 404 carries `success: false` beside the error.
 */
export const ClientCountry = Type.Object({
  success: Type.Literal(true),
  country: Type.Object({ id: Type.Integer(), country_code: Type.String(), country_name: Type.String() }),
});
export type ClientCountry = Static<typeof ClientCountry>;

/** GET assets/version (spec §7 "Asset versions"): a digest, and the ETag of every template's template.json by template id. */
export const AssetVersions = Type.Object({ version: Type.String(), templates: Type.Record(Type.String(), Type.String()) });
export type AssetVersions = Static<typeof AssetVersions>;

/**
 * GET {uuid}/final-logo.png?uid= (spec §4 "Tracking", §7): the encrypted tracking record. Documented, never
 * enforced: a malformed request still gets the image, so its shape is typed for the sender only.
 */
export const TrackingPixelParams = Type.Unsafe<{ uuid: string }>({
  type: 'object',
  properties: { uuid: { description: 'Random UUID the AES-256-GCM key is derived from' } },
});
export type TrackingPixelParams = Static<typeof TrackingPixelParams>;

export const TrackingPixelQuery = Type.Unsafe<{ uid: string }>({
  type: 'object',
  properties: { uid: { description: 'base64url(iv ‖ ciphertext ‖ tag)' } },
});
export type TrackingPixelQuery = Static<typeof TrackingPixelQuery>;

/** Its answer, whatever the request: a transparent 1×1 PNG (a visitor never learns whether the record was kept). */
export const TrackingPixelImage = {
  description: 'A transparent 1×1 PNG',
  content: { 'image/png': { schema: Type.String({ contentMediaType: 'image/png' }) } },
};

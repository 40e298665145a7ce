// Templates and sign-up (issue 16; spec §1 "Template previews are supported from a site builder or from a
// signup wizard", §2 preview parameters, §3 "Builder data", §7 builder/wizard calls). The wizard runs on
// the provider's own host (`/signup`); its answers are judged by @vitrina/validation's signup schemas on
// both sides.
//
// Public (no credentials):
//   GET  templates                                   → TemplateList (the designed templates, gallery order)
//   POST wizard/session           WizardPreviewBody  → 201 WizardSessionAnswer (a new wizard session)
//   PUT  wizard/session/{id}      WizardPreviewBody  → WizardSessionAnswer (its §3 builder data replaced)
//   GET  wizard/session/{id}/preview/{template_id}   → SiteData (exists: previews.ts)
//   GET  signup/subdomain?name=…                     → SubdomainCheck (always 200 for a well-formed query)
//   POST signup                   SignupBody         → 201 SignupAnswer, and the sign-in ticket cookie
//        · 400 fields (validation keys) · 409 subdomain_taken | email_taken (field + validation key) · 429
// Owner (bearer; role 1, the site's owner):
//   POST client/{id}/builder-session                 → 201 BuilderSessionAnswer: §3 builder data made from
//        the client's draft (name, hero, about, services, colour, language), for the back office's
//        template gallery (`/?builder_id=…&template_id=…`)
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { EnteredText, Nullable } from './shared.js';
import type { SignupInput, WizardPreviewInput } from '@vitrina/validation';

/** One designed template as the galleries list it. */
export const TemplateSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  /** The heading font the template's pages load (spec §9; the shipped look-alike), null for a system font stack. */
  font: Nullable(Type.String()),
  primary_color: Type.String(),
});
export type TemplateSummary = Static<typeof TemplateSummary>;

export const TemplateList = Type.Object({ templates: Type.Array(TemplateSummary) });
export type TemplateList = Static<typeof TemplateList>;

/** PUT/POST wizard/session: validation's wizardPreviewSchema (lenient: nothing required). */
export const WizardPreviewBody = Type.Unsafe<WizardPreviewInput>({
  type: 'object',
  description: "Checked with @vitrina/validation's wizardPreviewSchema",
  properties: {
    business_name: EnteredText,
    tagline_text: EnteredText,
    hero_subtext: EnteredText,
    about_us_text: EnteredText,
  },
});
export type WizardPreviewBody = Static<typeof WizardPreviewBody>;

export const WizardSessionAnswer = Type.Object({ id: Type.String() });
export type WizardSessionAnswer = Static<typeof WizardSessionAnswer>;

export const WizardSessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const SubdomainQuery = Type.Object({ name: Type.String({ maxLength: 200 }) });
export type SubdomainQuery = Static<typeof SubdomainQuery>;

export const SUBDOMAIN_PROBLEMS = ['invalid', 'reserved', 'taken'] as const;

/** Whether a sub-domain can be had, judged on its normalised form (core-model normalizeSubdomain). */
export const SubdomainCheck = Type.Object({
  subdomain: Type.String(),
  available: Type.Boolean(),
  problem: Nullable(Type.Unsafe<(typeof SUBDOMAIN_PROBLEMS)[number]>({ type: 'string', enum: [...SUBDOMAIN_PROBLEMS] })),
  /** The site's address when it is available, e.g. `http://luna.localhost:8080/`. */
  site_url: Nullable(Type.String()),
});
export type SubdomainCheck = Static<typeof SubdomainCheck>;

/** POST signup: validation's signupSchema (every step, the account and the sub-domain). */
export const SignupBody = Type.Unsafe<SignupInput>({
  type: 'object',
  description: "Checked with @vitrina/validation's signupSchema",
  properties: { business_name: EnteredText, email: EnteredText, subdomain: EnteredText },
});
export type SignupBody = Static<typeof SignupBody>;

/** 201 of a sign-up: the business exists, its site is published, its owner is signed in on `admin_url`. */
export const SignupAnswer = Type.Object({
  client_id: Type.Integer(),
  subdomain: Type.String(),
  site_url: Type.String(),
  /** Where the browser goes next: the editor on the new site's host (`…/admin`). */
  admin_url: Type.String(),
  trial_ends_at: Type.String({ format: 'date-time' }),
});
export type SignupAnswer = Static<typeof SignupAnswer>;

export const SIGNUP_CONFLICTS = ['subdomain_taken', 'email_taken'] as const;

export const BuilderSessionAnswer = Type.Object({ builder_id: Type.String() });
export type BuilderSessionAnswer = Static<typeof BuilderSessionAnswer>;

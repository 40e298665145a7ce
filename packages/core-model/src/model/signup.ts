// What the sign-up wizard sends (issue 16): the business's answers, the owner's account and the
// sub-domain. @vitrina/validation's signup schemas judge these shapes; the API contract carries them.

export interface SignupServiceAnswer {
  name: string;
  /** A price as typed (`45`, `45.50`); '' when it is not shown. */
  price: string;
  duration_minutes: number;
}

/** PUT wizard/session/{id}: the answers a template preview is made from (§3 builder data). */
export interface WizardPreviewAnswers {
  business_name: string;
  industry_id: number | null;
  language: 'en' | 'es';
  primary_brand_color: string;
  tagline_text: string;
  hero_subtext: string;
  about_us_text: string;
  services: { name: string }[];
  postal_code: string;
  country: string;
}

/** POST signup: every step of the wizard. */
export interface SignupAnswers {
  business_name: string;
  industry_id: number;
  language: 'en' | 'es';
  goes_to_customers: boolean;
  country: string;
  address1: string;
  city: string;
  state: string;
  postal_code: string;
  radius_miles: number;
  primary_brand_color: string;
  tagline_text: string;
  hero_subtext: string;
  about_us_text: string;
  services: SignupServiceAnswer[];
  template_id: number;
  email: string;
  password: string;
  subdomain: string;
  wizard_session_id: string | null;
}

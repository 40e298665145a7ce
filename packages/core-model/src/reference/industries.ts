// The industries a business picks at sign-up (spec §3 client.industry_id and builder data industry_id).
// Ids are stable (stored on clients); names and each industry's default texts and services are i18n's
// (`signup.industries.<slug>.*`), so the list itself carries no language.

export interface Industry {
  id: number;
  slug: string;
  /** Whether businesses of the kind usually go to their customers (the wizard then asks for a service area first). */
  usuallyMobile: boolean;
}

export const INDUSTRIES: readonly Industry[] = [
  { id: 1, slug: 'beauty', usuallyMobile: false },
  { id: 2, slug: 'restaurant', usuallyMobile: false },
  { id: 3, slug: 'cleaning', usuallyMobile: true },
  { id: 4, slug: 'fitness', usuallyMobile: false },
  { id: 5, slug: 'health', usuallyMobile: false },
  { id: 6, slug: 'home-repair', usuallyMobile: true },
  { id: 7, slug: 'photography', usuallyMobile: true },
  { id: 8, slug: 'retail', usuallyMobile: false },
  { id: 9, slug: 'consulting', usuallyMobile: false },
  { id: 10, slug: 'pet-care', usuallyMobile: true },
  { id: 11, slug: 'automotive', usuallyMobile: false },
  { id: 12, slug: 'other', usuallyMobile: false },
];

export function industryById(id: number | null | undefined): Industry | null {
  return INDUSTRIES.find((industry) => industry.id === id) ?? null;
}

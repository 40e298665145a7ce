// Defaults per industry and language, replaced only while not edited (issue 16 "sensible defaults").
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@vitrina/core-model';
import { industryDefaults, withIndustryDefaults } from './industry-defaults.js';
import { emptyWizardValues } from './wizard-values.js';

const beauty = String(INDUSTRIES.find((i) => i.slug === 'beauty')?.id);
const cleaning = String(INDUSTRIES.find((i) => i.slug === 'cleaning')?.id);

describe('industry defaults', () => {
  it.each(INDUSTRIES.flatMap((i) => (['en', 'es'] as const).map((l) => [i.slug, l] as const)))(
    '%s in %s: texts and 2–3 services',
    (slug, language) => {
      const d = industryDefaults(slug, language);
      expect(d?.tagline_text).toBeTruthy();
      expect(d?.hero_subtext).toBeTruthy();
      expect(d?.about_us_text).toBeTruthy();
      expect(d?.services.length).toBeGreaterThanOrEqual(2);
      expect(d?.services.length).toBeLessThanOrEqual(3);
    },
  );

  it('fills empty texts and services once an industry is chosen', () => {
    const next = withIndustryDefaults({ ...emptyWizardValues('en'), industry_id: beauty });
    expect(next.tagline_text).toBe(industryDefaults('beauty', 'en')?.tagline_text);
    expect(next.services).toEqual(industryDefaults('beauty', 'en')?.services);
  });

  it('follows another industry or language while the texts are still defaults', () => {
    const en = withIndustryDefaults({ ...emptyWizardValues('en'), industry_id: beauty });
    const es = withIndustryDefaults({ ...en, language: 'es' });
    expect(es.hero_subtext).toBe(industryDefaults('beauty', 'es')?.hero_subtext);
    const other = withIndustryDefaults({ ...es, industry_id: cleaning });
    expect(other.about_us_text).toBe(industryDefaults('cleaning', 'es')?.about_us_text);
    expect(other.services).toEqual(industryDefaults('cleaning', 'es')?.services);
  });

  it('keeps what the person wrote: an edited text or service list is theirs', () => {
    const filled = withIndustryDefaults({ ...emptyWizardValues('en'), industry_id: beauty });
    const edited = { ...filled, tagline_text: 'Cuts by Luna', services: [{ name: 'Buzz cut', price: '10', duration_minutes: '15' }] };
    const next = withIndustryDefaults({ ...edited, industry_id: cleaning });
    expect(next.tagline_text).toBe('Cuts by Luna');
    expect(next.services).toEqual(edited.services);
    expect(next.hero_subtext).toBe(industryDefaults('cleaning', 'en')?.hero_subtext);
  });

  it('changes nothing (the same object) without an industry or when already in place', () => {
    const none = emptyWizardValues('en');
    expect(withIndustryDefaults(none)).toBe(none);
    const filled = withIndustryDefaults({ ...none, industry_id: beauty });
    expect(withIndustryDefaults(filled)).toBe(filled);
  });
});

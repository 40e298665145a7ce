// Template data and template previews (spec §2 preview parameters, §7):
//   GET {assets}/templates/{id}/json/template.json               → the template's SiteData
//   GET {api}/builder/{builder_id}/data                           → builder data (§3)
//   GET {api}/wizard/session/{wizard_session_id}/preview/{tid}   → SiteData of the template with the session's texts
import { LANGUAGE_IDS, migrateSiteData } from '@vitrina/core-model';
import type { BuilderData, LanguageId, SiteData } from '@vitrina/core-model';
import { vitrinaApi } from '../vitrina-api.js';

export interface WizardPreviewArgs {
  wizardSessionId: string;
  templateId: number | string;
}

const seg = (value: number | string) => encodeURIComponent(String(value));
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Exactly the §3 fields; anything missing or mistyped reads as empty (a preview must still render). */
export function readBuilderData(raw: unknown): BuilderData {
  const d = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    business_name: str(d.business_name),
    location_lat: num(d.location_lat),
    location_lon: num(d.location_lon),
    industry_id: num(d.industry_id),
    language_id: (d.language_id === LANGUAGE_IDS.es ? LANGUAGE_IDS.es : LANGUAGE_IDS.en) as LanguageId,
    primary_brand_color: str(d.primary_brand_color),
    s3_map_url: str(d.s3_map_url) || null,
    tagline_text: str(d.tagline_text),
    hero_subtext: str(d.hero_subtext),
    about_us_text: str(d.about_us_text),
    services_json: str(d.services_json),
  };
}

export const previewApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** A template's json (the template id names its folder in the asset store, `{template url}json/template.json`). */
    templateData: build.query<SiteData, number>({
      query: (templateId) => `templates/${seg(templateId)}/json/template.json`,
      extraOptions: { target: 'assets' },
      transformResponse: (raw: unknown) => migrateSiteData(raw),
      providesTags: (_result, _error, templateId) => [{ type: 'Template', id: templateId }],
    }),
    builderData: build.query<BuilderData, string>({
      query: (builderId) => `builder/${seg(builderId)}/data`,
      transformResponse: readBuilderData,
    }),
    wizardPreview: build.query<SiteData, WizardPreviewArgs>({
      query: ({ wizardSessionId, templateId }) => `wizard/session/${seg(wizardSessionId)}/preview/${seg(templateId)}`,
      transformResponse: (raw: unknown) => migrateSiteData(raw),
    }),
  }),
});

export const { useTemplateDataQuery, useBuilderDataQuery, useWizardPreviewQuery } = previewApi;

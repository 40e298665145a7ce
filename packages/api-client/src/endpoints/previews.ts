// Template data and template previews (spec §2 preview parameters, §7):
//   GET {assets}/templates/{id}/json/template.json               → the template's SiteData
//   GET {api}/builder/{builder_id}/data                           → builder data (§3)
//   GET {api}/wizard/session/{wizard_session_id}/preview/{tid}   → SiteData of the template with the session's texts
import { migrateSiteData, readBuilderData } from '@vitrina/core-model';
import type { BuilderData, SiteData } from '@vitrina/core-model';
import type { AnswerOf } from '../contracts/call.js';
import { urlOf } from '../contracts/call.js';
import { templateCalls } from '../contracts/calls/sites.js';
import { vitrinaApi } from '../vitrina-api.js';

export interface WizardPreviewArgs {
  wizardSessionId: string;
  templateId: number | string;
}

const seg = (value: number | string) => encodeURIComponent(String(value));

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
      query: (builderId) => urlOf(templateCalls.builderData, { builder_id: builderId }),
      transformResponse: (raw: AnswerOf<typeof templateCalls.builderData>) => readBuilderData(raw),
    }),
    wizardPreview: build.query<SiteData, WizardPreviewArgs>({
      query: ({ wizardSessionId, templateId }) =>
        urlOf(templateCalls.wizardPreview, { wizard_session_id: wizardSessionId, template_id: templateId }),
      transformResponse: (raw: AnswerOf<typeof templateCalls.wizardPreview>) => migrateSiteData(raw),
    }),
  }),
});

export const { useTemplateDataQuery, useBuilderDataQuery, useWizardPreviewQuery } = previewApi;

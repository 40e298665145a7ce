// GET /api/templates (contract TemplateList; issue 16): the designed templates the galleries show — the sign-up
// wizard and the back office's Design → Templates — in the sections catalog's gallery order. No credentials:
// the list is the same for everyone. Each carries the heading font its pages load (spec §9, the shipped
// look-alike; null for a system font stack). Template 1, the placeholder (§4), is not a choice.
import { TemplateList, templateCalls } from '@vitrina/api-client/contracts';
import type { TemplateSummary } from '@vitrina/api-client/contracts';
import { themeFontForTemplate } from '@vitrina/core-model';
import { TEMPLATE_CATALOG } from '@vitrina/sections/catalog';
import type { FastifyInstance } from 'fastify';
import { onCall } from '../call-route.js';
import { noCache, publicRoute } from './route-helpers.js';

/** The list is made once: the catalog is part of the build. */
export function templateSummaries(): TemplateSummary[] {
  return TEMPLATE_CATALOG.map((t) => ({
    id: t.id,
    slug: t.slug,
    name: t.name,
    font: themeFontForTemplate(t.id)?.shippedFamily ?? null,
    primary_color: t.primaryColor,
  }));
}

export function registerTemplateListRoute(app: FastifyInstance): void {
  const list: TemplateList = { templates: templateSummaries() };
  onCall(
    app,
    templateCalls.list,
    publicRoute({
      summary: 'The designed templates, in gallery order, with their font and default colour (issue 16)',
      response: { 200: TemplateList },
    }),
    async (_req, reply) => {
      noCache(reply);
      return list;
    },
  );
}

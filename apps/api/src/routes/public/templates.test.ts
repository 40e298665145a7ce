import { themeFontForTemplate } from '@vitrina/core-model';
import { TEMPLATE_CATALOG } from '@vitrina/sections/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('%s: GET /api/templates (issue 16: the galleries’ templates)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('lists every designed template in gallery order, without credentials, revalidated (spec §7 cache disabled)', async () => {
    const res = await t.app.inject('/api/templates');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { templates } = res.json<{
      templates: { id: number; slug: string; name: string; font: string | null; primary_color: string }[];
    }>();
    expect(templates.map((x) => x.id)).toEqual(TEMPLATE_CATALOG.map((x) => x.id));
    expect(templates.map((x) => x.id)).not.toContain(1);
  });

  it('§9 each carries its shipped heading font (null for a system font stack), name and default colour', async () => {
    const { templates } = (await t.app.inject('/api/templates')).json<{
      templates: { id: number; name: string; font: string | null; primary_color: string }[];
    }>();
    expect(templates.find((x) => x.id === 4)).toEqual({
      id: 4,
      slug: 'modern',
      name: 'Modern',
      font: themeFontForTemplate(4)!.shippedFamily,
      primary_color: '#1f3b57',
    });
    for (const template of templates) {
      expect(template.font).toBe(themeFontForTemplate(template.id)?.shippedFamily ?? null);
    }
  });
});

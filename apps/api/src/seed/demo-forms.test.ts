// The demo forms (issue 15): valid for the builder's own schema, attached to the services the README's
// flows book ("Private chef at home", "Color y mechas"), seeded once.
import { customerFormSchema, validatePayload } from '@vitrina/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClientBySubdomain } from '../db/repos/clients.js';
import { listOwnerForms } from '../modules/forms/forms-repository.js';
import { services } from '../db/schema.js';
import { createTestDatabase } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import type { AssetWriter } from './asset-writer.js';
import { DEMO_FORMS, insertDemoForms } from './demo-forms.js';
import { seedDemo } from './seed-demo.js';

const assets: AssetWriter = { put: async () => undefined };

it.each(Object.entries(DEMO_FORMS).flatMap(([sub, forms]) => forms.map((f) => [sub, f.name, f] as const)))(
  '%s: “%s” is a valid form for the builder',
  (_sub, _name, form) => {
    expect(validatePayload(customerFormSchema, { ...form, active: true, service_ids: [] }).ok).toBe(true);
  },
);

describe('seeded demo forms', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    await seedDemo(t.db, assets);
  }, 120_000);
  afterAll(() => t.dispose());

  const formsOf = async (sub: string) => {
    const id = (await findClientBySubdomain(t.db, sub))!.client.id;
    const forms = await listOwnerForms(t.db, id);
    const names = new Map((await t.db.select().from(services).where(eq(services.client_id, id))).map((s) => [s.id, s.name]));
    return {
      id,
      forms: forms.map((f) => ({ name: f.name, active: f.active, services: f.service_ids.map((s) => names.get(s)), fields: f.fields })),
    };
  };

  it('the bistro asks its dietary form before a private chef; the salon its client card before color', async () => {
    const bistro = await formsOf('bistro');
    expect(bistro.forms).toMatchObject([{ name: 'Dietary needs and allergies', active: true, services: ['Private chef at home'] }]);
    expect(bistro.forms[0]!.fields.map((f) => f.type)).toEqual(['text', 'long_text', 'choice', 'checkbox', 'date', 'file']);
    const salon = await formsOf('salon');
    expect(salon.forms).toMatchObject([{ name: 'Ficha de cliente', services: ['Color y mechas'] }]);
    expect(salon.forms[0]!.fields.find((f) => f.type === 'file')).toMatchObject({ label: 'Foto de tu cabello', required: true });
    expect(await insertDemoForms(t.db, salon.id, DEMO_FORMS.salon!)).toBe(false);
  });
});

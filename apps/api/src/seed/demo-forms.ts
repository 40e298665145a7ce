// Demo customer forms (issue 15): a form attached to a bookable service of the bistro and the salon, so a
// fresh start shows the whole flow — book, follow the success page's link, answer, upload — and the owner
// reads the answers. Seeded once per client (skipped when it has forms), after its booking data.
import type { CustomerFormField } from '@vitrina/core-model';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { customerForms, serviceForms, services } from '../db/schema.js';

export interface DemoForm {
  name: string;
  description: string;
  fields: CustomerFormField[];
  /** Names of the client's services whose appointments require it. */
  services: string[];
}

const f = (id: string, type: CustomerFormField['type'], label: string, over: Partial<CustomerFormField> = {}): CustomerFormField => ({
  id,
  type,
  label,
  help: '',
  required: false,
  options: [],
  ...over,
});

export const DEMO_FORMS: Readonly<Record<string, readonly DemoForm[]>> = {
  bistro: [
    {
      name: 'Dietary needs and allergies',
      description: 'Tell us what your guests can and cannot eat, so the chef plans the menu around it.',
      fields: [
        f('guest_name', 'text', 'Name of the host', { required: true }),
        f('allergies', 'long_text', 'Allergies and intolerances', { help: 'List every allergy, even mild ones.', required: true }),
        f('diet', 'choice', 'Diet', { options: ['No restrictions', 'Vegetarian', 'Vegan', 'Pescatarian'], required: true }),
        f('confirm', 'checkbox', 'I confirm the information above is complete and correct', { required: true }),
        f('event_date', 'date', 'Date of the dinner'),
        f('kitchen_photo', 'file', 'A photo of your kitchen', { help: 'Optional: helps the chef bring the right equipment.' }),
      ],
      services: ['Private chef at home'],
    },
  ],
  salon: [
    {
      name: 'Ficha de cliente',
      description: 'Cuéntanos sobre tu cabello antes de la cita para preparar el color adecuado.',
      fields: [
        f('nombre', 'text', 'Nombre completo', { required: true }),
        f('tratamientos', 'long_text', 'Tratamientos químicos de los últimos 6 meses', { help: 'Tintes, alisados, permanentes…' }),
        f('tipo', 'choice', 'Tipo de cabello', { options: ['Liso', 'Ondulado', 'Rizado', 'Afro'], required: true }),
        f('alergias', 'checkbox', 'Confirmo que no tengo alergias conocidas a los tintes', { required: true }),
        f('foto', 'file', 'Foto de tu cabello', { help: 'Una foto con luz natural, de frente o de espaldas.', required: true }),
      ],
      services: ['Color y mechas'],
    },
  ],
};

/** Inserts the client's demo forms unless it has forms already; true when it did. */
export async function insertDemoForms(tx: AppDb, clientId: number, forms: readonly DemoForm[]): Promise<boolean> {
  if (forms.length === 0) return false;
  const [known] = await tx.select({ id: customerForms.id }).from(customerForms).where(eq(customerForms.client_id, clientId)).limit(1);
  if (known) return false;
  for (const form of forms) {
    const [row] = await tx
      .insert(customerForms)
      .values({ client_id: clientId, name: form.name, description: form.description, fields: form.fields })
      .returning({ id: customerForms.id });
    const attached = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.client_id, clientId), inArray(services.name, form.services)));
    if (attached.length > 0) await tx.insert(serviceForms).values(attached.map((s) => ({ service_id: s.id, form_id: row!.id })));
  }
  return true;
}

// The sign-up wizard's screens, in order (issue 16 "Sign-up wizard"): six answer steps judged by
// @vitrina/validation's SIGNUP_STEP_SCHEMAS, then a review that sends everything (POST signup).
import { SIGNUP_STEP_SCHEMAS } from '@vitrina/validation';
import type { SignupStep } from '@vitrina/validation';

export const WIZARD_STEPS = ['business', 'location', 'look', 'services', 'template', 'account', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);
}

/** The schema a step's Continue checks; the review has none of its own (the API judges the whole). */
export function stepSchema(step: WizardStep) {
  return step === 'review' ? undefined : SIGNUP_STEP_SCHEMAS[step as SignupStep];
}

/**
 * The step that asks for a field the API refused (`services[1].price` → services), so a 400 or 409 takes
 * the person back to the screen where they can fix it. Unknown fields go to the review.
 */
export function stepOfField(field: string): WizardStep {
  const root = field.split(/[.[]/)[0] ?? '';
  for (const step of WIZARD_STEPS) {
    const schema = stepSchema(step);
    if (schema && Object.hasOwn(schema.fields, root)) return step;
  }
  return 'review';
}

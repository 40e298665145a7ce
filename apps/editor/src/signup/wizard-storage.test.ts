// Answers kept on reload (issue 16), never the password.
import { beforeEach, describe, expect, it } from 'vitest';
import { WIZARD_STORAGE_KEY, clearWizard, loadWizard, saveWizard } from './wizard-storage.js';
import { emptyWizardValues } from './wizard-values.js';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
});

describe('the wizard kept across reloads', () => {
  it('gives back the step, the answers and the preview session', () => {
    const values = {
      ...emptyWizardValues('es'),
      business_name: 'Luna',
      services: [{ name: 'Corte', price: '35', duration_minutes: '45' }],
    };
    saveWizard(storage, { step: 'look', values: { ...values, password: 'secret-123' }, sessionId: 'abc' });
    expect(loadWizard(storage, 'en')).toEqual({ step: 'look', values: { ...values, password: '' }, sessionId: 'abc' });
  });

  it('never writes the password', () => {
    saveWizard(storage, { step: 'account', values: { ...emptyWizardValues('en'), password: 'hunter22-secret' }, sessionId: null });
    expect(storage.map.get(WIZARD_STORAGE_KEY)).not.toContain('hunter22');
    expect(storage.map.get(WIZARD_STORAGE_KEY)).not.toContain('password');
  });

  it('is nothing when there is none, or it cannot be read', () => {
    expect(loadWizard(storage, 'en')).toBeNull();
    storage.setItem(WIZARD_STORAGE_KEY, '{not json');
    expect(loadWizard(storage, 'en')).toBeNull();
  });

  it('keeps only known fields of their own type (an older or tampered value cannot break the form)', () => {
    storage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({
        step: 'nope',
        values: { business_name: 7, language: 'fr', goes_to_customers: 'yes', services: [null, { name: 'A' }], extra: 1 },
      }),
    );
    const loaded = loadWizard(storage, 'es');
    expect(loaded?.step).toBe('business');
    expect(loaded?.values).toEqual({ ...emptyWizardValues('es'), services: [{ name: 'A', price: '', duration_minutes: '' }] });
  });

  it('is forgotten after the sign-up', () => {
    saveWizard(storage, { step: 'review', values: emptyWizardValues('en'), sessionId: null });
    clearWizard(storage);
    expect(loadWizard(storage, 'en')).toBeNull();
  });
});

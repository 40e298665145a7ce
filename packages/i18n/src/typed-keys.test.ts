// Typed keys (CONVENTIONS "Public surface"): these lines are checked by `pnpm typecheck`; a wrong key or
// a forgotten {{variable}} is a compile error for every package that imports @vitrina/i18n.
import { createI18n } from './index.js';
import type { NamespaceKey, TranslationKey } from './index.js';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('typed keys', () => {
  const i18n = createI18n();

  it('accepts namespaced keys that exist', () => {
    expect(i18n.t('errors:orders.orderNotFound')).toBe('Order not found');
    expect(i18n.t('booking:steps.SelectDateAndTime')).toBe('Pick a date and time');
  });

  it('rejects keys that do not exist', () => {
    // @ts-expect-error -- no such key in the English resource
    expect(i18n.t('errors:orders.noSuchKey')).toBe('orders.noSuchKey');
  });

  it('exposes the key unions', () => {
    expectTypeOf<'status:notFound.title'>().toExtend<TranslationKey>();
    expectTypeOf<'status:notFound'>().not.toExtend<TranslationKey>();
    expectTypeOf<'steps.ConfirmSlot'>().toExtend<NamespaceKey<'booking'>>();
    expectTypeOf<'steps.Nope'>().not.toExtend<NamespaceKey<'booking'>>();
  });
});

import { describe, expect, it } from 'vitest';
import { isFreemium } from '@vitrina/core-model';

describe('isFreemium (spec §1 free tier, §3 plan_slug and freemium)', () => {
  it.each([
    ['the freemium flag alone', { freemium: true, plan_slug: null }, true],
    ['plan_slug freemium with the flag off', { freemium: false, plan_slug: 'freemium' as const }, true],
    ['both', { freemium: true, plan_slug: 'freemium' as const }, true],
    ['a paid plan', { freemium: false, plan_slug: 'business' as const }, false],
    ['no plan yet', { freemium: false, plan_slug: null }, false],
  ])('%s → %s', (_name, client, expected) => {
    expect(isFreemium(client)).toBe(expected);
  });
});

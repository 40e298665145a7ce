import { APPOINTMENT_STEPS, EMPLOYEE_BOOKING_STEPS, LOCALES, RECURRENCES, SECTION_NAMES, SERVICE_TYPES } from '@vitrina/core-model';
import { NAMESPACES, resources } from './index.js';
import { describe, expect, it } from 'vitest';

type Tree = { readonly [key: string]: string | Tree };

const interpolations = (text: string): string[] => [...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((m) => m[1] ?? '').sort();

/** Every way `target` differs from the `source` language: missing, empty, extra, or other {{vars}}. */
function translationProblems(source: Tree, target: Tree, path = ''): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(source)) {
    const at = `${path}${key}`;
    const other = target[key];
    if (typeof value === 'string') {
      if (value.trim() === '') problems.push(`${at}: empty in source`);
      if (typeof other !== 'string') problems.push(`${at}: missing`);
      else if (other.trim() === '') problems.push(`${at}: empty`);
      else if (interpolations(other).join() !== interpolations(value).join()) problems.push(`${at}: interpolations differ`);
    } else if (typeof other !== 'object' || other === null) {
      problems.push(`${at}: missing`);
    } else {
      problems.push(...translationProblems(value, other, `${at}.`));
    }
  }
  for (const key of Object.keys(target)) if (!(key in source)) problems.push(`${path}${key}: extra`);
  return problems;
}

const en = resources.en as unknown as Record<string, Tree>;
const es = resources.es as unknown as Record<string, Tree>;

describe('translationProblems (the checker itself)', () => {
  it.each([
    ['a missing key', { a: 'A', b: 'B' }, { a: 'A' }, ['b: missing']],
    ['an empty translation', { a: 'A' }, { a: ' ' }, ['a: empty']],
    ['an empty source string', { a: '' }, { a: 'x' }, ['a: empty in source']],
    ['an extra key', { a: 'A' }, { a: 'A', z: 'Z' }, ['z: extra']],
    ['a lost interpolation', { a: 'Hi {{name}}' }, { a: 'Hola' }, ['a: interpolations differ']],
    ['a renamed interpolation', { a: '{{n}} mi' }, { a: '{{m}} mi' }, ['a: interpolations differ']],
    ['a nested missing key', { g: { a: 'A' } }, { g: {} }, ['g.a: missing']],
    ['a string where a group is expected', { g: { a: 'A' } }, { g: 'G' }, ['g: missing']],
  ])('reports %s', (_name, source, target, expected) => {
    expect(translationProblems(source as Tree, target as Tree)).toEqual(expected);
  });

  it('accepts a faithful translation with reordered interpolations', () => {
    expect(translationProblems({ a: '{{x}} of {{y}}' }, { a: '{{y}}: {{x}}' })).toEqual([]);
  });
});

describe('§1 Languages: English and Spanish resources are complete', () => {
  it('both languages carry the same namespaces', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });

  it.each(NAMESPACES.map((ns) => [ns]))('namespace %s: every key translated, no extras, same {{variables}}', (ns) => {
    expect(translationProblems(en[ns] ?? {}, es[ns] ?? {})).toEqual([]);
  });
});

describe('texts the product names by id have a translation', () => {
  const missingIn = (ns: string, path: string) =>
    LOCALES.filter((lng) => {
      let node: string | Tree | undefined = (resources[lng] as unknown as Record<string, Tree>)[ns];
      for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      return typeof node !== 'string';
    });

  it.each([
    ...APPOINTMENT_STEPS.map((s) => ['§2 appointment step', `steps.${s}`, 'booking']),
    ...EMPLOYEE_BOOKING_STEPS.map((s) => ['§2 employee booking step', `steps.${s}`, 'booking']),
    ...Object.keys(SERVICE_TYPES).map((s) => ['§2 service type', `serviceTypes.${s}`, 'booking']),
    ...RECURRENCES.map((r) => ['§3 subscription frequency', `frequencies.${r}`, 'commerce']),
    ...SECTION_NAMES.map((s) => ['§3 section name', `sectionNames.${s}`, 'editor']),
    ...LOCALES.map((l) => ['§9 language name', `languageNames.${l}`, 'common']),
  ])('%s %s', (_rule, path, ns) => {
    expect(missingIn(ns, path)).toEqual([]);
  });
});

import { defaultSection } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { bistroSite } from '../testing/fixtures.js';
import { summariseChanges } from './change-summary.js';

const base = bistroSite();

describe('summariseChanges: what each side of a stale save changed (spec §4 "Editor state")', () => {
  it('nothing changed → empty', () => {
    expect(summariseChanges(base, structuredClone(base))).toEqual([]);
  });

  it.each([
    [
      'a section text',
      { ...base, sections: base.sections.map((s, i) => (i === 1 ? { ...s, title: 'New' } : s)) },
      [{ kind: 'section', name: 'about' }],
    ],
    [
      'the theme colour',
      { ...base, main_site_variables: { ...base.main_site_variables, primary_color: '#ff0000' } },
      [{ kind: 'siteSettings' }],
    ],
    [
      'the section order only',
      { ...base, sections: base.sections.map((s, i) => ({ ...s, ordering: i === 0 ? 2 : i === 1 ? 1 : s.ordering })) },
      [{ kind: 'sectionOrder' }],
    ],
    ['the gallery', { ...base, gallery: [{ id: 1, image: 'a.jpg', description: '' }] }, [{ kind: 'gallery' }]],
    ['the social links', { ...base, social: { facebook: 'https://facebook.com/bistro' } }, [{ kind: 'social' }]],
    [
      'an added section',
      { ...base, sections: [...base.sections, defaultSection('service', { ordering: 9 })] },
      [{ kind: 'sectionOrder' }, { kind: 'section', name: 'service' }],
    ],
  ])('%s', (_name, doc, expected) => {
    expect(summariseChanges(base, doc)).toEqual(expected);
  });

  it('lists changed sections in page order', () => {
    const doc = { ...base, sections: base.sections.map((s) => ({ ...s, body: `${s.body}!` })) };
    expect(summariseChanges(base, doc)).toEqual([
      { kind: 'section', name: 'hero' },
      { kind: 'section', name: 'about' },
      { kind: 'section', name: 'footer' },
    ]);
  });
});

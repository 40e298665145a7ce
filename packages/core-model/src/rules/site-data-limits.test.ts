import { describe, expect, it } from 'vitest';
import {
  SITE_DATA_LIMITS,
  defaultNav,
  defaultSection,
  defaultSiteData,
  siteDataCountViolations,
  siteDataLimitViolations,
} from '@vitrina/core-model';
import type { LocationInfo, ServiceInfo } from '@vitrina/core-model';
import { siteDataBytes, textLimitFor } from './site-data-limits.js';

const service = (i: number): ServiceInfo => ({
  id: i,
  name: `Service ${i}`,
  description: 'd',
  img_url: null,
  price: '10.00',
  booking_types: [],
});
const location = (i: number): LocationInfo => ({
  id: i,
  name: `Place ${i}`,
  address1: '',
  address2: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
  phone: '',
  lat: null,
  lon: null,
  is_mobile: false,
  is_virtual: false,
  is_online_store: false,
});
const editable = (over: Partial<ReturnType<typeof defaultSiteData>> = {}) => {
  const { main_site_variables, nav, social, sections } = defaultSiteData(over);
  return { main_site_variables, nav, social, sections };
};

describe('limits of a site document', () => {
  it('are the documented, generous numbers', () => {
    expect(SITE_DATA_LIMITS).toEqual({
      sections: 40,
      servicesPerSection: 100,
      locationsPerSection: 20,
      navItems: 30,
      socialLinks: 20,
      galleryImages: 200,
      longText: 5000,
      shortText: 500,
      link: 2048,
      documentBytes: 524288,
    });
  });

  it('a document exactly at every count limit passes', () => {
    const sections = Array.from({ length: SITE_DATA_LIMITS.sections }, (_, i) =>
      defaultSection(i % 2 ? 'service' : 'location', {
        serviceinfo: i === 0 ? Array.from({ length: SITE_DATA_LIMITS.servicesPerSection }, (_, j) => service(j)) : [],
        locationinfo: i === 1 ? Array.from({ length: SITE_DATA_LIMITS.locationsPerSection }, (_, j) => location(j)) : [],
      }),
    );
    const nav = Array.from({ length: SITE_DATA_LIMITS.navItems }, (_, i) => ({ ...defaultNav()[0]!, ordering: i }));
    expect(siteDataLimitViolations(editable({ sections, nav }))).toEqual([]);
  });

  it.each([
    [
      '9,000 services in one section',
      { sections: [defaultSection('service', { serviceinfo: Array.from({ length: 9000 }, (_, j) => service(j)) })] },
      'sections[0].serviceinfo',
    ],
    [
      '21 locations',
      {
        sections: [
          defaultSection('location'),
          defaultSection('location', { locationinfo: Array.from({ length: 21 }, (_, j) => location(j)) }),
        ],
      },
      'sections[1].locationinfo',
    ],
    ['41 sections', { sections: Array.from({ length: 41 }, () => defaultSection('about')) }, 'sections'],
    ['31 nav items', { nav: Array.from({ length: 31 }, () => defaultNav()[0]!) }, 'nav'],
  ])('%s → tooMany at %s', (_name, over, path) => {
    expect(siteDataCountViolations(editable(over))).toEqual([{ path, kind: 'tooMany' }]);
    expect(siteDataLimitViolations(editable(over))).toEqual([{ path, kind: 'tooMany' }]);
  });

  it('21 social links → tooMany; counts tolerate any shape', () => {
    const social = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`n${i}`, 'https://x.example']));
    expect(siteDataCountViolations({ social })).toEqual([{ path: 'social', kind: 'tooMany' }]);
    expect(siteDataCountViolations({ sections: 'nope', nav: null, social: 3 })).toEqual([]);
  });

  it('texts: long fields 5,000, short ones 500, links 2,048 — one over is tooLong at its path', () => {
    expect([
      textLimitFor('body'),
      textLimitFor('description'),
      textLimitFor('title'),
      textLimitFor('img_url'),
      textLimitFor('facebook', true),
    ]).toEqual([5000, 5000, 500, 2048, 2048]);
    const ok = editable({ sections: [defaultSection('about', { body: 'x'.repeat(5000), title: 'y'.repeat(500) })] });
    expect(siteDataLimitViolations(ok)).toEqual([]);
    const long = editable({
      sections: [defaultSection('about', { body: 'x'.repeat(5001) })],
      social: { facebook: `https://f.example/${'a'.repeat(2048)}` },
    });
    expect(siteDataLimitViolations(long)).toEqual([
      { path: 'social.facebook', kind: 'tooLong' },
      { path: 'sections[0].body', kind: 'tooLong' },
    ]);
  });

  it('the whole document past 512 KB of UTF-8 JSON → tooLarge', () => {
    const sections = Array.from({ length: 40 }, () => defaultSection('about', { body: 'é'.repeat(5000), header_text: 'é'.repeat(5000) }));
    const doc = editable({ sections });
    expect(siteDataBytes(doc)).toBeGreaterThan(SITE_DATA_LIMITS.documentBytes);
    expect(siteDataLimitViolations(doc)).toEqual([{ path: '', kind: 'tooLarge' }]);
  });
});

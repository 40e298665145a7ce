// freebie (freemium), corner (starter), closed (is_active 0) and expired (trial ended yesterday).
import type { DemoClient } from '../demo-client.js';
import { DAY_MS, demoClientFields } from '../demo-client.js';
import { simpleSite } from './simple-site.js';

export const freebie: DemoClient = {
  subdomain: 'freebie',
  description: 'Freebie Flowers: freemium (preview only, not editable, noindex)',
  client: () =>
    demoClientFields({
      name: 'Freebie Flowers',
      plan_slug: 'freemium',
      freemium: true,
      template_id: 5,
      timezone: 'America/Chicago',
      contact_number: '(312) 555-0187',
    }),
  images: [{ name: 'hero', from: '#2f5d62', to: '#f2c6de' }],
  site: (client, img) =>
    simpleSite(client, img, {
      templateId: 5,
      color: '#2f5d62',
      tagline: 'Fresh flowers for every day',
      subtext: 'Bouquets, plants and same-day delivery in Chicago’s West Loop.',
      about:
        'A small flower shop run by two sisters who love peonies a little too much. We buy from Midwest growers whenever the season allows.',
      services: [
        ['Seasonal bouquet', 'Hand-tied bouquet of what is best this week.', '45.00'],
        ['Weekly subscription', 'A fresh bouquet at your door every Friday.', '39.00'],
        ['Event flowers', 'Table arrangements and installations for weddings and dinners.', null],
      ],
      address: {
        address1: '901 W Randolph St',
        city: 'Chicago',
        state: 'IL',
        postal_code: '60607',
        country: 'US',
        lat: 41.8843,
        lon: -87.6492,
      },
    }),
};

export const corner: DemoClient = {
  subdomain: 'corner',
  description: 'Corner Coffee Co.: starter plan, template 9',
  client: () =>
    demoClientFields({
      name: 'Corner Coffee Co.',
      plan_slug: 'starter',
      template_id: 9,
      timezone: 'America/Los_Angeles',
      contact_number: '(503) 555-0119',
    }),
  images: [{ name: 'hero', from: '#5b4b8a', to: '#e7d3b0' }],
  site: (client, img) =>
    simpleSite(client, img, {
      templateId: 9,
      color: '#5b4b8a',
      tagline: 'Small-batch coffee on the corner of Alder and 10th',
      subtext: 'Roasted in Portland every Monday. Pastries from the bakery next door.',
      about:
        'We opened in a former newsstand in 2016 with one espresso machine and a very small roaster. The roaster is bigger now; the shop is not.',
      services: [
        ['Espresso bar', 'Single-origin espresso, pour-overs and our house cold brew.', '4.50'],
        ['Beans to go', 'Whole beans roasted this week, ground for you if you like.', '18.00'],
        ['Home brewing class', 'One hour on pour-over and French press, beans included.', '35.00'],
      ],
      address: {
        address1: '1000 SW Alder St',
        city: 'Portland',
        state: 'OR',
        postal_code: '97205',
        country: 'US',
        lat: 45.5206,
        lon: -122.6816,
      },
    }),
};

export const closed: DemoClient = {
  subdomain: 'closed',
  description: 'Oak Street Hardware: inactive client (is_active 0) → /website_disabled',
  client: () =>
    demoClientFields({
      name: 'Oak Street Hardware',
      plan_slug: 'business',
      is_active: 0,
      template_id: 4,
      timezone: 'America/Denver',
      contact_number: '(303) 555-0164',
    }),
  images: [{ name: 'hero', from: '#4a4a4a', to: '#c9a66b' }],
  site: (client, img) =>
    simpleSite(client, img, {
      templateId: 4,
      color: '#4a4a4a',
      tagline: 'Your neighbourhood hardware store since 1978',
      subtext: 'Tools, paint, keys cut while you wait, and advice for free.',
      about: 'Three generations of the Kowalski family have run the shop on Oak Street. If we do not have it, we will order it.',
      services: [
        ['Key cutting', 'House, car and padlock keys cut while you wait.', '3.50'],
        ['Paint mixing', 'Any colour matched from a sample.', null],
        ['Tool rental', 'Tile saws, sanders and carpet cleaners by the day.', '25.00'],
      ],
      address: { address1: '42 Oak St', city: 'Denver', state: 'CO', postal_code: '80203', country: 'US', lat: 39.7312, lon: -104.9826 },
    }),
};

export const expired: DemoClient = {
  subdomain: 'expired',
  description: 'Bright Smile Dental: trial ended yesterday → /website_disabled',
  client: (now) =>
    demoClientFields({
      name: 'Bright Smile Dental',
      plan_slug: 'business',
      subscription_trial_enabled: true,
      subscription_trial_ends_at: new Date(now.getTime() - DAY_MS).toISOString(),
      template_id: 5,
      timezone: 'America/Phoenix',
      contact_number: '(602) 555-0133',
    }),
  images: [{ name: 'hero', from: '#1c7c9c', to: '#e0f4f8' }],
  site: (client, img) =>
    simpleSite(client, img, {
      templateId: 5,
      color: '#1c7c9c',
      tagline: 'Gentle family dentistry in Phoenix',
      subtext: 'Check-ups, cleanings and emergency appointments, evenings included.',
      about: 'Dr. Amy Chen and her team have looked after Phoenix families for twelve years. We see children from their first tooth.',
      services: [
        ['Check-up and cleaning', 'Exam, cleaning and x-rays when needed.', '120.00'],
        ['Teeth whitening', 'In-office whitening in one visit.', '350.00'],
        ['Emergency visit', 'Same-day appointments for pain or a broken tooth.', null],
      ],
      address: {
        address1: '3300 N Central Ave',
        city: 'Phoenix',
        state: 'AZ',
        postal_code: '85012',
        country: 'US',
        lat: 33.4867,
        lon: -112.0738,
      },
    }),
};

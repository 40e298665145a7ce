// A one-location English site for the smaller demo clients: a few texts give every section.
import type { Client, ServiceInfo, SiteData } from '@vitrina/core-model';
import type { ImageUrls } from '../demo-client.js';
import { demoLocation, demoService, demoSiteData } from '../site-doc.js';

export interface SimpleSite {
  templateId: number;
  color: string;
  tagline: string;
  subtext: string;
  about: string;
  services: [name: string, description: string, price: string | null][];
  address: { address1: string; city: string; state: string; postal_code: string; country: string; lat: number; lon: number };
}

export function simpleSite(client: Client, img: ImageUrls, site: SimpleSite): SiteData {
  const phone = client.contact_number ?? '';
  const serviceinfo: ServiceInfo[] = site.services.map(([name, description, price], i) =>
    demoService(i + 1, name, description, price, [0]),
  );
  return demoSiteData({
    client,
    templateId: site.templateId,
    variables: {
      title: `${client.name} | ${site.tagline}`,
      seo: { description: site.subtext, keywords: '' },
      logo_text: client.name,
      primary_color: site.color,
      display_location_section: 1,
    },
    sections: {
      header: { title: client.name },
      hero: { title: site.tagline, title_subtext: site.subtext, book: 'Contact us', bg_img_url: img.hero ?? null },
      about: { title: 'About us', body: site.about },
      service: { title: 'Services', serviceinfo },
      location: {
        title: 'Find us',
        locationinfo: [demoLocation({ id: 1, name: client.name, phone, ...site.address })],
      },
      footer: { title: client.name, body: `${site.address.address1}, ${site.address.city} · ${phone}` },
    },
    nav: ['home', 'about', 'service', 'location', 'contact'],
  });
}

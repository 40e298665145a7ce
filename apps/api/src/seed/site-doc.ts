// Builds complete SiteData documents for demo clients and templates from a few texts.
import { defaultLocationInfo, defaultMainSiteVariables, defaultSection, defaultSiteData, defaultTemplateRef } from '@vitrina/core-model';
import type {
  Client,
  LocationInfo,
  MainSiteVariables,
  NavItem,
  NavItemType,
  Section,
  ServiceInfo,
  ServiceType,
  SiteData,
  SocialLinks,
  TemplateRef,
} from '@vitrina/core-model';

export const templateUrl = (id: number) => `/assets/templates/${id}/`;
export const templateRef = (id: number): TemplateRef => defaultTemplateRef({ id, url: templateUrl(id) });

type SectionInput = Partial<Omit<Section, 'section_name' | 'ordering'>>;

/** Page sections in the order they are shown; a missing optional one is left out. */
export interface DemoSections {
  header: SectionInput;
  hero: SectionInput;
  about: SectionInput;
  service: SectionInput;
  store?: SectionInput;
  location: SectionInput;
  gallery?: SectionInput;
  footer: SectionInput;
}

const ORDER = ['header', 'hero', 'about', 'service', 'store', 'location', 'gallery', 'footer'] as const;

export function demoSections(input: DemoSections): Section[] {
  const sections: Section[] = [];
  for (const name of ORDER) {
    const texts = input[name];
    if (texts) sections.push(defaultSection(name, { ...texts, ordering: sections.length + 1 }));
  }
  return sections;
}

export function demoService(
  id: number,
  name: string,
  description: string,
  price: string | null,
  bookingTypes: ServiceType[],
  imgUrl?: string | null,
): ServiceInfo {
  return { id, name, description, price, booking_types: bookingTypes, img_url: imgUrl ?? null };
}

export const demoLocation = (fields: Partial<LocationInfo>): LocationInfo => defaultLocationInfo(fields);

/** Nav items in the given order, all enabled, labels left to the UI's translated defaults. */
export function demoNav(types: NavItemType[]): NavItem[] {
  return types.map((type, index) => ({ type, label: '', ordering: index + 1, enabled: true }));
}

export interface DemoSiteInput {
  client: Client;
  templateId: number;
  variables: Partial<MainSiteVariables>;
  sections: DemoSections;
  nav: NavItemType[];
  social?: SocialLinks;
}

export function demoSiteData(input: DemoSiteInput): SiteData {
  return defaultSiteData({
    template: templateRef(input.templateId),
    client: input.client,
    main_site_variables: defaultMainSiteVariables(input.variables),
    nav: demoNav(input.nav),
    social: input.social ?? {},
    sections: demoSections(input.sections),
  });
}

// The service popup's form values and how they become the section's serviceinfo (spec §3). Each row keeps
// the fields the popup does not edit (id, image, booking types) so they survive a round trip, and a key
// that stays with the service when it moves (focus and React identity follow it).
import { SERVICE_TYPES, fromMinorUnits, isPhysicalLocation, toMinorUnits } from '@vitrina/core-model';
import type { LocationInfo, MoneyAmount, Section, ServiceInfo, ServiceSectionStyle, ServiceType } from '@vitrina/core-model';

export interface ServiceRow {
  key: string;
  id: number | null;
  name: string;
  description: string;
  /** Money string as typed ('' hides the price). */
  price: string;
  img_url: string | null;
  booking_types: ServiceType[];
}

export interface ServiceFormValues {
  title: string;
  subtitle: string;
  book: string;
  style: ServiceSectionStyle;
  services: ServiceRow[];
}

let created = 0;

export function serviceFormValues(section: Section, style: ServiceSectionStyle): ServiceFormValues {
  return {
    title: section.title,
    subtitle: section.title_subtext,
    book: section.book,
    style,
    services: section.serviceinfo.map((service, index) => ({
      key: `service-${index}`,
      id: service.id,
      name: service.name,
      description: service.description,
      price: service.price ?? '',
      img_url: service.img_url,
      booking_types: [...service.booking_types],
    })),
  };
}

/** "45" → "45.00", ".5" → "0.50" (the wire's MoneyAmount); empty → null (no price shown). */
export function normalizePrice(price: string): MoneyAmount | null {
  const cents = toMinorUnits(price);
  return cents === null ? null : fromMinorUnits(cents);
}

export function toServiceInfo({ key: _key, price, ...row }: ServiceRow): ServiceInfo {
  return { ...row, price: normalizePrice(price) };
}

/**
 * Where a new service can be booked: the ways the location section says the business serves (spec §2
 * service types: storeFront 0, mobile 1, virtual 2); at the business when the section says nothing.
 */
export function defaultBookingTypes(locations: readonly LocationInfo[]): ServiceType[] {
  const types = new Set<ServiceType>();
  for (const location of locations) {
    if (isPhysicalLocation(location)) types.add(SERVICE_TYPES.storeFront);
    if (location.is_mobile) types.add(SERVICE_TYPES.mobile);
    if (location.is_virtual) types.add(SERVICE_TYPES.virtual);
  }
  return types.size > 0 ? [...types].sort((a, b) => a - b) : [SERVICE_TYPES.storeFront];
}

export function newServiceRow(locations: readonly LocationInfo[]): ServiceRow {
  created += 1;
  return {
    key: `new-${created}`,
    id: null,
    name: '',
    description: '',
    price: '',
    img_url: null,
    booking_types: defaultBookingTypes(locations),
  };
}

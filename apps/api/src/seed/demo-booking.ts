// Demo booking data (issue 14): each demo client's locations, mobile service areas, bookable services and
// staff with weekly hours and breaks, so every booking type can be tried on a fresh start. Seeded once per
// client (skipped when the client already has staff), also into a data folder made before booking existed.
import { milesFromUnit, slugify } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { locations, serviceAreas, serviceImages, serviceStaff, services, staff, staffBreaks, staffHours, users } from '../db/schema.js';

/** `Mon`…`Sun` → weekday numbers (0 Sunday). */
const DAYS = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as const;
type Day = keyof typeof DAYS;

export interface DemoWeekly {
  days: readonly Day[];
  /** `HH:MM` local time. */
  from: string;
  to: string;
  /** Location name for storefront hours; omitted: mobile and virtual hours. */
  location?: string;
}

export interface DemoStaff {
  name: string;
  title: string;
  /** E-mail of the demo user who is this staff member (an employee sees only their own appointments). */
  userEmail?: string;
  hours: readonly DemoWeekly[];
  breaks?: readonly DemoWeekly[];
}

export interface DemoBookableService {
  name: string;
  description: string;
  price_cents: number;
  duration_minutes: number;
  buffer_before_minutes?: number;
  buffer_after_minutes?: number;
  storefront?: boolean;
  mobile?: boolean;
  virtual?: boolean;
  meeting_url?: string;
  /** Offered in the appointment wizard (default true). */
  bookable?: boolean;
  /** Issue 15, as sold in the services store: a quote request, or a subscription with its frequency. */
  requires_quote?: boolean;
  is_subscription?: boolean;
  recurrence?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** Names of the staff who perform it. */
  staff: readonly string[];
  /** Its pictures in the services store: names of the client's demo images, in order. */
  images?: readonly string[];
}

export interface DemoBooking {
  locations: readonly {
    name: string;
    address1: string;
    city: string;
    state?: string;
    province?: string;
    postal_code: string;
    country: string;
    phone: string;
  }[];
  serviceAreas: readonly { zip: string; country: string; city: string; radius_miles: number; lat: number; lon: number }[];
  staff: readonly DemoStaff[];
  services: readonly DemoBookableService[];
}

const minutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Inserts the client's booking data unless it has staff already; true when it did. */
export async function insertDemoBooking(
  tx: AppDb,
  clientId: number,
  spec: DemoBooking,
  images: Readonly<Record<string, string>> = {},
): Promise<boolean> {
  const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.client_id, clientId)).limit(1);
  if (existing) return false;

  const locationIds = new Map<string, number>();
  for (const [ordering, location] of spec.locations.entries()) {
    const [row] = await tx
      .insert(locations)
      .values({ client_id: clientId, ordering, ...location })
      .returning({ id: locations.id });
    if (row) locationIds.set(location.name, row.id);
  }
  for (const area of spec.serviceAreas) await tx.insert(serviceAreas).values({ client_id: clientId, ...area });

  const staffIds = new Map<string, number>();
  for (const [ordering, person] of spec.staff.entries()) {
    const [user] = person.userEmail ? await tx.select({ id: users.id }).from(users).where(eq(users.email, person.userEmail)) : [];
    const [row] = await tx
      .insert(staff)
      .values({
        client_id: clientId,
        name: person.name,
        title: person.title,
        email: person.userEmail ?? '',
        user_id: user?.id ?? null,
        ordering,
      })
      .returning({ id: staff.id });
    if (!row) continue;
    staffIds.set(person.name, row.id);
    const weekly = (windows: readonly DemoWeekly[]) =>
      windows.flatMap((w) =>
        w.days.map((day) => ({
          client_id: clientId,
          staff_id: row.id,
          weekday: DAYS[day],
          start_minute: minutes(w.from),
          end_minute: minutes(w.to),
          location_id: w.location ? (locationIds.get(w.location) ?? null) : null,
        })),
      );
    const hours = weekly(person.hours);
    if (hours.length) await tx.insert(staffHours).values(hours);
    const breaks = weekly(person.breaks ?? []).map(({ location_id: _location, ...b }) => b);
    if (breaks.length) await tx.insert(staffBreaks).values(breaks);
  }

  for (const [ordering, service] of spec.services.entries()) {
    const { staff: performers, images: pictures = [], ...fields } = service;
    const [row] = await tx
      .insert(services)
      .values({ client_id: clientId, slug: slugify(service.name), ordering, ...fields })
      .returning({ id: services.id });
    if (!row) continue;
    const links = performers.flatMap((name) => {
      const staffId = staffIds.get(name);
      return staffId ? [{ service_id: row.id, staff_id: staffId }] : [];
    });
    if (links.length) await tx.insert(serviceStaff).values(links);
    const urls = pictures.flatMap((name) => (images[name] ? [images[name]] : []));
    if (urls.length)
      await tx.insert(serviceImages).values(urls.map((url, i) => ({ service_id: row.id, client_id: clientId, url, ordering: i })));
  }
  return true;
}

const WEEKDAYS: readonly Day[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const EVERY_DAY: readonly Day[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Harbor Lane Bistro (en, America/New_York): every booking type, two locations, three staff. */
export const BISTRO_BOOKING: DemoBooking = {
  locations: [
    {
      name: 'Harbor Lane Bistro',
      address1: '214 Harbor Lane',
      city: 'Boston',
      state: 'MA',
      postal_code: '02110',
      country: 'US',
      phone: '(617) 555-0142',
    },
    {
      name: 'Seaport Kitchen',
      address1: '88 Seaport Boulevard',
      city: 'Boston',
      state: 'MA',
      postal_code: '02210',
      country: 'US',
      phone: '(617) 555-0188',
    },
  ],
  serviceAreas: [{ zip: '02110', country: 'US', city: 'Boston', radius_miles: 25, lat: 42.3588, lon: -71.0505 }],
  staff: [
    {
      name: 'Dana Whitaker',
      title: 'Chef and owner',
      // The bistro's own days: its header says "Open Tuesday to Sunday" (issue 26: the demo agreed with itself).
      hours: [{ days: ['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '11:00', to: '21:00', location: 'Harbor Lane Bistro' }],
      breaks: [{ days: ['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '15:00', to: '16:00' }],
    },
    {
      name: 'Marco Reyes',
      title: 'Sous-chef',
      hours: [
        { days: WEEKDAYS, from: '09:00', to: '17:00', location: 'Seaport Kitchen' },
        { days: ['Sat', 'Sun'], from: '10:00', to: '18:00' },
      ],
      breaks: [{ days: WEEKDAYS, from: '13:00', to: '13:30' }],
    },
    {
      name: 'Priya Nair',
      title: 'Sommelier',
      userEmail: 'staff@bistro.test',
      hours: [{ days: EVERY_DAY, from: '09:00', to: '17:00' }],
      breaks: [{ days: EVERY_DAY, from: '12:00', to: '13:00' }],
    },
  ],
  services: [
    {
      name: "Chef's table tasting",
      description: 'Seven courses at the kitchen counter, cooked and explained by the chef.',
      price_cents: 8500,
      duration_minutes: 90,
      buffer_after_minutes: 15,
      storefront: true,
      staff: ['Dana Whitaker', 'Marco Reyes'],
      images: ['service-tasting'],
    },
    {
      name: 'Cooking class',
      description: 'Two hours in our kitchen with the chef, then lunch with what you cooked.',
      price_cents: 6500,
      duration_minutes: 120,
      buffer_before_minutes: 15,
      storefront: true,
      staff: ['Marco Reyes'],
      images: ['service-class'],
    },
    {
      name: 'Private chef at home',
      description: 'A chef cooks a four-course dinner in your kitchen, then leaves it spotless.',
      price_cents: 25000,
      duration_minutes: 180,
      buffer_before_minutes: 30,
      buffer_after_minutes: 30,
      storefront: false,
      mobile: true,
      // Cooks, not the sommelier (issue 26).
      staff: ['Marco Reyes'],
      images: ['service-private'],
    },
    {
      name: 'Wine pairing consultation',
      description: 'Thirty minutes by video with our sommelier to pair wines with your menu.',
      price_cents: 2500,
      duration_minutes: 30,
      storefront: false,
      virtual: true,
      meeting_url: 'https://meet.example.com/harbor-lane-wine',
      staff: ['Priya Nair'],
    },
    {
      name: 'Weekly bread box',
      description: 'A sourdough loaf, a focaccia and a jar of cultured butter, ready to collect every Friday.',
      price_cents: 1800,
      duration_minutes: 15,
      bookable: false,
      is_subscription: true,
      recurrence: 'weekly',
      staff: [],
    },
    {
      name: 'Monthly supper club',
      description: 'A seat at our members-only supper on the first Thursday of every month.',
      price_cents: 12000,
      duration_minutes: 120,
      bookable: false,
      is_subscription: true,
      recurrence: 'monthly',
      staff: [],
      images: ['service-brunch'],
    },
    {
      name: 'Event catering',
      description: 'Canapés to a seated dinner for 20 to 200 guests. Tell us about your event and we send you a quote.',
      price_cents: 0,
      duration_minutes: 240,
      bookable: false,
      requires_quote: true,
      staff: [],
      images: ['service-private', 'service-tasting'],
    },
  ],
};

/** The salon serves 15 km around its home zip, as its site says; radii are stored in miles. */
export const SALON_RADIUS_MILES = milesFromUnit(15, 'km');

/** Salón Lucía (es, Europe/Madrid): at the customer's home in Madrid and by video call. */
export const SALON_BOOKING: DemoBooking = {
  locations: [],
  // 15 km, as the site says; radii are stored in miles.
  serviceAreas: [{ zip: '28004', country: 'ES', city: 'Madrid', radius_miles: SALON_RADIUS_MILES, lat: 40.4237, lon: -3.7019 }],
  staff: [
    {
      name: 'Lucía Fernández',
      title: 'Estilista',
      hours: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], from: '09:00', to: '20:00' }],
      breaks: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], from: '14:00', to: '15:00' }],
    },
    {
      name: 'Carmen Ruiz',
      title: 'Maquilladora',
      hours: [{ days: EVERY_DAY, from: '10:00', to: '19:00' }],
    },
  ],
  services: [
    {
      name: 'Corte y peinado a domicilio',
      description: 'Lavado, corte y secado en tu casa. Incluye diagnóstico del cabello.',
      price_cents: 4500,
      duration_minutes: 60,
      buffer_after_minutes: 30,
      storefront: false,
      mobile: true,
      staff: ['Lucía Fernández'],
    },
    {
      name: 'Color y mechas',
      description: 'Coloración completa o mechas balayage con productos sin amoniaco.',
      price_cents: 8000,
      duration_minutes: 120,
      buffer_after_minutes: 30,
      storefront: false,
      mobile: true,
      staff: ['Lucía Fernández'],
    },
    {
      name: 'Asesoría de imagen por videollamada',
      description: 'Una hora para encontrar el corte, el color y el maquillaje que mejor te sientan.',
      price_cents: 3000,
      duration_minutes: 60,
      storefront: false,
      virtual: true,
      meeting_url: 'https://meet.example.com/salon-lucia',
      staff: ['Lucía Fernández', 'Carmen Ruiz'],
    },
    {
      name: 'Maquillaje para eventos',
      description: 'Maquillaje de novia, invitada o sesión de fotos, en tu casa o en línea.',
      price_cents: 6000,
      duration_minutes: 60,
      storefront: false,
      mobile: true,
      virtual: true,
      meeting_url: 'https://meet.example.com/salon-lucia-maquillaje',
      staff: ['Carmen Ruiz'],
    },
    {
      name: 'Bono mensual de peinado',
      description: 'Un lavado y peinado a domicilio cada mes, con la misma estilista.',
      price_cents: 3900,
      duration_minutes: 45,
      // At home, as it says: the salon has no premises (issue 26: it read "En un local").
      storefront: false,
      mobile: true,
      bookable: false,
      is_subscription: true,
      recurrence: 'monthly',
      staff: [],
    },
    {
      name: 'Peinado y maquillaje de novia',
      description: 'Prueba previa, peinado y maquillaje el día de la boda. Cuéntanos tu boda y te enviamos una cotización.',
      price_cents: 0,
      duration_minutes: 180,
      storefront: false,
      mobile: true,
      bookable: false,
      requires_quote: true,
      staff: [],
    },
  ],
};

// What each appointment step offers, from the server's BookingInfo (spec §2 appointment flow, §3 location;
// design: storefront uses hours at the location, mobile and virtual the staff's hours without a location).
import type { BookableService, BookableStaff, BookingInfo, PublicLocation } from '@vitrina/api-client';
import { SERVICE_TYPES } from '@vitrina/core-model';
import type { ServiceType } from '@vitrina/core-model';

/** Has hours for this kind of appointment (at `locationId` for storefront; away hours otherwise). */
export function staffWorks(staff: BookableStaff, serviceType: ServiceType, locationId: number | null): boolean {
  if (serviceType === SERVICE_TYPES.storeFront)
    return locationId === null ? staff.locationIds.length > 0 : staff.locationIds.includes(locationId);
  return staff.awayHours;
}

/** Can `staff` give `service` as `serviceType` (at `locationId` for storefront)? */
function performs(staff: BookableStaff, service: BookableService, serviceType: ServiceType, locationId: number | null): boolean {
  return service.serviceTypes.includes(serviceType) && staff.serviceIds.includes(service.id) && staffWorks(staff, serviceType, locationId);
}

/** SelectLocation: the locations where some staff member has hours (services are chosen later). */
export function locationsFor(info: BookingInfo): PublicLocation[] {
  return info.locations.filter((location) => info.staff.some((s) => s.locationIds.includes(location.id)));
}

/** SelectService: services offered as the type (at the location), by `staffId` when the staff came first. */
export function servicesFor(
  info: BookingInfo,
  serviceType: ServiceType,
  locationId: number | null,
  staffId: number | 'any' | null = null,
): BookableService[] {
  const staff = typeof staffId === 'number' ? info.staff.filter((s) => s.id === staffId) : info.staff;
  return info.services.filter((service) => staff.some((s) => performs(s, service, serviceType, locationId)));
}

/**
 * SelectEmployee: staff who perform ALL chosen services as the type (at the location). SelectStaff (staff
 * first, no services yet): staff with hours for the type and at least one service they can give there.
 */
export function staffFor(
  info: BookingInfo,
  serviceType: ServiceType,
  locationId: number | null,
  serviceIds: readonly number[],
): BookableStaff[] {
  return info.staff.filter((s) => {
    const offered = info.services.filter((service) => performs(s, service, serviceType, locationId));
    if (serviceIds.length === 0) return offered.length > 0;
    return serviceIds.every((id) => offered.some((service) => service.id === id));
  });
}

export const SERVICE_TYPE_KEYS: Record<ServiceType, keyof typeof SERVICE_TYPES> = { 0: 'storeFront', 1: 'mobile', 2: 'virtual' };

import { SERVICE_TYPES } from '@vitrina/core-model';
import type { AppointmentStep } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import {
  ANY_EMPLOYEE,
  appointmentWizardReducer,
  createAppointmentWizard,
  emptySelection,
  wizardPath,
  wizardProgress,
} from '@vitrina/booking';
import type { AppointmentSelection, AppointmentWizardEvent, AppointmentWizardState } from '@vitrina/booking';

const { storeFront, mobile, virtual } = SERVICE_TYPES;
const full: AppointmentSelection = {
  serviceType: storeFront,
  locationId: 1,
  serviceIds: [10],
  employeeId: 5,
  date: '2025-03-09',
  slot: '2025-03-09T10:00:00-05:00',
  appointmentId: null,
};
const at = (
  step: AppointmentStep,
  selection: Partial<AppointmentSelection> = {},
  extra: Partial<AppointmentWizardState> = {},
): AppointmentWizardState => ({
  ...createAppointmentWizard(extra),
  step,
  selection: { ...emptySelection, ...selection },
  ...extra,
});

describe('appointment wizard transitions (spec §2 steps, §4 wizard, §5 step messages)', () => {
  it.each<{ name: string; from: AppointmentWizardState; event: AppointmentWizardEvent; step: AppointmentStep; error?: string }>([
    {
      name: '§5 ServiceType needs a service type',
      from: at('ServiceType'),
      event: { type: 'next' },
      step: 'ServiceType',
      error: 'validation:appointment.selectServiceType',
    },
    {
      name: '§2 storefront: ServiceType → SelectLocation',
      from: at('ServiceType', { serviceType: storeFront }),
      event: { type: 'next' },
      step: 'SelectLocation',
    },
    {
      name: '§2 mobile skips SelectLocation: ServiceType → SelectService',
      from: at('ServiceType', { serviceType: mobile }),
      event: { type: 'next' },
      step: 'SelectService',
    },
    {
      name: '§2 virtual skips SelectLocation: ServiceType → SelectService',
      from: at('ServiceType', { serviceType: virtual }),
      event: { type: 'next' },
      step: 'SelectService',
    },
    {
      name: '§5 SelectLocation needs a location',
      from: at('SelectLocation', { serviceType: storeFront }),
      event: { type: 'next' },
      step: 'SelectLocation',
      error: 'validation:appointment.selectLocation',
    },
    {
      name: '§2 SelectLocation → SelectService',
      from: at('SelectLocation', { serviceType: storeFront, locationId: 2 }),
      event: { type: 'next' },
      step: 'SelectService',
    },
    {
      name: '§5 SelectService needs services',
      from: at('SelectService', { serviceType: mobile }),
      event: { type: 'next' },
      step: 'SelectService',
      error: 'validation:appointment.selectServices',
    },
    {
      name: '§2 SelectService → SelectEmployee',
      from: at('SelectService', { serviceType: mobile, serviceIds: [10] }),
      event: { type: 'next' },
      step: 'SelectEmployee',
    },
    {
      name: '§5 SelectEmployee needs a staff member',
      from: at('SelectEmployee', { ...full, employeeId: null }),
      event: { type: 'next' },
      step: 'SelectEmployee',
      error: 'validation:appointment.selectStaff',
    },
    {
      name: '§2 SelectEmployee → SelectDateAndTime',
      from: at('SelectEmployee', { ...full, date: null, slot: null }),
      event: { type: 'next' },
      step: 'SelectDateAndTime',
    },
    {
      name: '§4 SelectDateAndTime needs a date',
      from: at('SelectDateAndTime', { ...full, date: null, slot: null }),
      event: { type: 'next' },
      step: 'SelectDateAndTime',
      error: 'booking:slots.selectDate',
    },
    {
      name: '§4 SelectDateAndTime needs an available slot',
      from: at('SelectDateAndTime', { ...full, slot: null }),
      event: { type: 'next' },
      step: 'SelectDateAndTime',
      error: 'booking:slots.selectTime',
    },
    { name: '§2 SelectDateAndTime → ConfirmSlot', from: at('SelectDateAndTime', full), event: { type: 'next' }, step: 'ConfirmSlot' },
    { name: '§2 ConfirmSlot → DetailsFrom', from: at('ConfirmSlot', full), event: { type: 'next' }, step: 'DetailsFrom' },
    {
      name: '§5 DetailsFrom is left only by booking (complete required fields)',
      from: at('DetailsFrom', full),
      event: { type: 'next' },
      step: 'DetailsFrom',
      error: 'validation:forms.completeRequired',
    },
    {
      name: '§2 DetailsFrom → ConfirmationSuccess once booked',
      from: at('DetailsFrom', full),
      event: { type: 'booked', appointmentId: 'ap-1' },
      step: 'ConfirmationSuccess',
    },
    {
      name: '§8 a slot taken meanwhile at ConfirmSlot → back to SelectDateAndTime',
      from: at('ConfirmSlot', full),
      event: { type: 'slotUnavailable' },
      step: 'SelectDateAndTime',
      error: 'errors:booking.slotTaken',
    },
    {
      name: '§8 a slot taken meanwhile at DetailsFrom → back to SelectDateAndTime',
      from: at('DetailsFrom', full),
      event: { type: 'slotUnavailable' },
      step: 'SelectDateAndTime',
      error: 'errors:booking.slotTaken',
    },
    {
      name: 'booked before the details step is ignored',
      from: at('ConfirmSlot', full),
      event: { type: 'booked', appointmentId: 'x' },
      step: 'ConfirmSlot',
    },
    {
      name: 'back: SelectService → SelectLocation (storefront)',
      from: at('SelectService', full),
      event: { type: 'back' },
      step: 'SelectLocation',
    },
    {
      name: 'back: SelectService → ServiceType (mobile skips location)',
      from: at('SelectService', { serviceType: mobile }),
      event: { type: 'back' },
      step: 'ServiceType',
    },
    { name: 'back: DetailsFrom → ConfirmSlot', from: at('DetailsFrom', full), event: { type: 'back' }, step: 'ConfirmSlot' },
    { name: 'back at the first step stays', from: at('ServiceType'), event: { type: 'back' }, step: 'ServiceType' },
    {
      name: 'back after success stays (the appointment is booked)',
      from: at('ConfirmationSuccess', { ...full, appointmentId: 'a' }),
      event: { type: 'back' },
      step: 'ConfirmationSuccess',
    },
    {
      name: 'goTo an earlier step (summary "Change")',
      from: at('ConfirmSlot', full),
      event: { type: 'goTo', step: 'SelectService' },
      step: 'SelectService',
    },
    {
      name: 'goTo cannot skip ahead',
      from: at('SelectService', full),
      event: { type: 'goTo', step: 'ConfirmSlot' },
      step: 'SelectService',
    },
    {
      name: 'goTo a step not on the path is ignored',
      from: at('ConfirmSlot', { ...full, serviceType: virtual }),
      event: { type: 'goTo', step: 'SelectLocation' },
      step: 'ConfirmSlot',
    },
    {
      name: 'reset starts over',
      from: at('ConfirmationSuccess', { ...full, appointmentId: 'a' }),
      event: { type: 'reset' },
      step: 'ServiceType',
    },
  ])('$name', ({ from, event, step, error }) => {
    const next = appointmentWizardReducer(from, event);
    expect(next.step).toBe(step);
    expect(next.error).toBe(error ?? null);
  });

  it.each<{ name: string; staffOrder: 'serviceFirst' | 'staffFirst'; serviceType: 0 | 1 | 2 | null; path: AppointmentStep[] }>([
    {
      name: '§2 storefront',
      staffOrder: 'serviceFirst',
      serviceType: storeFront,
      path: [
        'ServiceType',
        'SelectLocation',
        'SelectService',
        'SelectEmployee',
        'SelectDateAndTime',
        'ConfirmSlot',
        'DetailsFrom',
        'ConfirmationSuccess',
      ],
    },
    {
      name: '§2 mobile',
      staffOrder: 'serviceFirst',
      serviceType: mobile,
      path: ['ServiceType', 'SelectService', 'SelectEmployee', 'SelectDateAndTime', 'ConfirmSlot', 'DetailsFrom', 'ConfirmationSuccess'],
    },
    {
      name: '§2 SelectStaff variant, virtual',
      staffOrder: 'staffFirst',
      serviceType: virtual,
      path: ['ServiceType', 'SelectStaff', 'SelectService', 'SelectDateAndTime', 'ConfirmSlot', 'DetailsFrom', 'ConfirmationSuccess'],
    },
  ])('path: $name', ({ staffOrder, serviceType, path }) => {
    expect(wizardPath(at('ServiceType', { serviceType }, { staffOrder }))).toEqual(path);
  });

  it('§2 SelectStaff variant: staff first, then services, both required', () => {
    let s = at('SelectStaff', { serviceType: virtual }, { staffOrder: 'staffFirst' });
    s = appointmentWizardReducer(s, { type: 'next' });
    expect(s.error).toBe('validation:appointment.selectStaff');
    s = appointmentWizardReducer(appointmentWizardReducer(s, { type: 'selectEmployee', employeeId: 5 }), { type: 'next' });
    expect(s.step).toBe('SelectService');
    s = appointmentWizardReducer(s, { type: 'back' });
    expect(s.step).toBe('SelectStaff');
  });

  it('a business offering one service type starts at the next step with it chosen', () => {
    const s = createAppointmentWizard({ offeredServiceTypes: [mobile] });
    expect(s.step).toBe('SelectService');
    expect(s.selection.serviceType).toBe(mobile);
    expect(wizardProgress(s)).toEqual({ current: 1, total: 6 });
  });

  it('a service type the business does not offer cannot be chosen', () => {
    const s = appointmentWizardReducer(createAppointmentWizard({ offeredServiceTypes: [storeFront, virtual] }), {
      type: 'selectServiceType',
      serviceType: mobile,
    });
    expect(s.selection.serviceType).toBeNull();
  });

  it('changing an earlier choice clears the choices that depended on it', () => {
    const back = appointmentWizardReducer(at('ConfirmSlot', full), { type: 'goTo', step: 'SelectService' });
    const changed = appointmentWizardReducer(back, { type: 'selectServices', serviceIds: [11] });
    expect(changed.selection).toMatchObject({ locationId: 1, serviceIds: [11], employeeId: null, date: null, slot: null });
    const same = appointmentWizardReducer(back, { type: 'selectServices', serviceIds: [10] });
    expect(same.selection).toEqual(full);
  });

  it('switching to mobile drops the chosen location', () => {
    const s = appointmentWizardReducer(at('ServiceType', full), { type: 'selectServiceType', serviceType: mobile });
    expect(s.selection.locationId).toBeNull();
  });

  it('a selection sent to another step is ignored (no skipping ahead)', () => {
    const s = at('ServiceType');
    expect(appointmentWizardReducer(s, { type: 'selectSlot', date: '2025-01-01', slot: 'x' })).toBe(s);
  });

  it('picking a new date clears the slot; the next event clears the error', () => {
    let s = at('SelectDateAndTime', full);
    s = appointmentWizardReducer(s, { type: 'selectDate', date: '2025-03-10' });
    expect(s.selection).toMatchObject({ date: '2025-03-10', slot: null });
    s = appointmentWizardReducer(s, { type: 'next' });
    expect(s.error).toBe('booking:slots.selectTime');
    s = appointmentWizardReducer(s, { type: 'selectSlot', date: '2025-03-10', slot: '2025-03-10T09:00:00-04:00' });
    expect(s.error).toBeNull();
    expect(appointmentWizardReducer(s, { type: 'next' }).step).toBe('ConfirmSlot');
  });

  it('walks the whole storefront flow end to end', () => {
    const events: AppointmentWizardEvent[] = [
      { type: 'selectServiceType', serviceType: storeFront },
      { type: 'next' },
      { type: 'selectLocation', locationId: 2 },
      { type: 'next' },
      { type: 'selectServices', serviceIds: [10, 11] },
      { type: 'next' },
      { type: 'selectEmployee', employeeId: ANY_EMPLOYEE },
      { type: 'next' },
      { type: 'selectSlot', date: '2025-11-02', slot: '2025-11-02T01:30:00-05:00' },
      { type: 'next' },
      { type: 'next' },
      { type: 'booked', appointmentId: 'ap-9' },
    ];
    const end = events.reduce(appointmentWizardReducer, createAppointmentWizard());
    expect(end.step).toBe('ConfirmationSuccess');
    expect(end.selection.appointmentId).toBe('ap-9');
    expect(wizardProgress(end)).toEqual({ current: 8, total: 8 });
  });
});

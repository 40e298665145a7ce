import type { EmployeeBookingStep } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { createEmployeeBooking, employeeBookingReducer } from '@vitrina/booking';
import type { EmployeeBookingEvent, EmployeeBookingState } from '@vitrina/booking';

const at = (step: EmployeeBookingStep, fields: Partial<EmployeeBookingState> = {}): EmployeeBookingState => ({
  ...createEmployeeBooking(7),
  step,
  ...fields,
});
const chosen = { date: '2025-06-01', slot: '2025-06-01T14:00:00+02:00' };

describe('employee booking (spec §2 employee flow, §4 "date and slot, then detail form, then success")', () => {
  it.each<{ name: string; from: EmployeeBookingState; event: EmployeeBookingEvent; step: EmployeeBookingStep; error?: string }>([
    {
      name: '§4 SelectDateAndSlot needs a date',
      from: at('SelectDateAndSlot'),
      event: { type: 'next' },
      step: 'SelectDateAndSlot',
      error: 'booking:slots.selectDate',
    },
    {
      name: '§4 SelectDateAndSlot needs a slot',
      from: at('SelectDateAndSlot', { date: chosen.date }),
      event: { type: 'next' },
      step: 'SelectDateAndSlot',
      error: 'booking:slots.selectTime',
    },
    {
      name: '§4 SelectDateAndSlot → DetailFormForEmployee',
      from: at('SelectDateAndSlot', chosen),
      event: { type: 'next' },
      step: 'DetailFormForEmployee',
    },
    {
      name: '§5 DetailFormForEmployee is left only by booking',
      from: at('DetailFormForEmployee', chosen),
      event: { type: 'next' },
      step: 'DetailFormForEmployee',
      error: 'validation:forms.completeRequired',
    },
    {
      name: '§4 DetailFormForEmployee → EmployeeBookingSuccess once booked',
      from: at('DetailFormForEmployee', chosen),
      event: { type: 'booked', appointmentId: 'a' },
      step: 'EmployeeBookingSuccess',
    },
    {
      name: '§8 slot taken meanwhile → back to SelectDateAndSlot',
      from: at('DetailFormForEmployee', chosen),
      event: { type: 'slotUnavailable' },
      step: 'SelectDateAndSlot',
      error: 'errors:booking.slotTaken',
    },
    {
      name: 'back: DetailFormForEmployee → SelectDateAndSlot',
      from: at('DetailFormForEmployee', chosen),
      event: { type: 'back' },
      step: 'SelectDateAndSlot',
    },
    { name: 'back at the first step stays', from: at('SelectDateAndSlot'), event: { type: 'back' }, step: 'SelectDateAndSlot' },
    {
      name: 'back after success stays',
      from: at('EmployeeBookingSuccess', { ...chosen, appointmentId: 'a' }),
      event: { type: 'back' },
      step: 'EmployeeBookingSuccess',
    },
    {
      name: 'booked on the first step is ignored',
      from: at('SelectDateAndSlot', chosen),
      event: { type: 'booked', appointmentId: 'a' },
      step: 'SelectDateAndSlot',
    },
    {
      name: 'reset starts over for the same staff member',
      from: at('EmployeeBookingSuccess', chosen),
      event: { type: 'reset' },
      step: 'SelectDateAndSlot',
    },
  ])('$name', ({ from, event, step, error }) => {
    const next = employeeBookingReducer(from, event);
    expect(next.step).toBe(step);
    expect(next.error).toBe(error ?? null);
    expect(next.employeeId).toBe(7);
  });

  it('a new date clears the slot; the same date keeps it', () => {
    const s = at('SelectDateAndSlot', chosen);
    expect(employeeBookingReducer(s, { type: 'selectDate', date: '2025-06-02' }).slot).toBeNull();
    expect(employeeBookingReducer(s, { type: 'selectDate', date: chosen.date }).slot).toBe(chosen.slot);
  });

  it('a slot cannot be changed from the details form', () => {
    const s = at('DetailFormForEmployee', chosen);
    expect(employeeBookingReducer(s, { type: 'selectSlot', date: 'x', slot: 'y' })).toBe(s);
  });
});

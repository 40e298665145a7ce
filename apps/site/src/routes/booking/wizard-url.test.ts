import { describe, expect, it } from 'vitest';
import { bistroInfo } from './booking-fixture.test-data.js';
import { wizardFromUrl, wizardSearch } from './wizard-url.js';

const info = bistroInfo();
const HOLD = '3f2b8c1e-9a4d-4c2b-8f1e-2a3b4c5d6e7f';
const BOOKED = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const restore = (search: string) => wizardFromUrl(new URLSearchParams(search), info);

describe('the appointment wizard in the URL (design "URLs")', () => {
  it('a bare /appointment starts at ServiceType with nothing chosen', () => {
    const { wizard } = restore('');
    expect(wizard.step).toBe('ServiceType');
    expect(wizard.selection.serviceType).toBeNull();
  });

  it('reload restores the step and every choice', () => {
    const search = '?step=ConfirmSlot&type=0&location=1&services=10,11&staff=1&date=2026-12-01&slot=2026-12-01T09:00:00-05:00';
    const { wizard } = restore(search);
    expect(wizard.step).toBe('ConfirmSlot');
    expect(wizard.selection).toMatchObject({
      serviceType: 0,
      locationId: 1,
      serviceIds: [10, 11],
      employeeId: 1,
      date: '2026-12-01',
      slot: '2026-12-01T09:00:00-05:00',
    });
    expect(wizardSearch(wizard)).toBe(search);
  });

  it('a slot in a zone east of UTC keeps its + offset through the URL', () => {
    const slot = '2026-12-01T10:00:00+01:00';
    const { wizard } = restore(`?step=SelectDateAndTime&type=2&services=13&staff=3&date=2026-12-01&slot=${encodeURIComponent(slot)}`);
    expect(wizard.selection.slot).toBe(slot);
    expect(restore(wizardSearch(wizard)).wizard.selection.slot).toBe(slot);
  });

  it('a step whose prerequisites are missing falls back to the first incomplete step', () => {
    expect(restore('?step=SelectDateAndTime&type=0&location=1').wizard.step).toBe('SelectService');
    expect(restore('?step=ConfirmSlot&type=2&services=13&staff=any&date=2026-12-01').wizard.step).toBe('SelectDateAndTime');
  });

  it('choices the business does not offer are dropped, not trusted', () => {
    expect(restore('?step=SelectService&type=0&location=3').wizard.step).toBe('SelectLocation');
    // Dana does not give the private chef service at home.
    const { wizard } = restore('?step=SelectDateAndTime&type=1&services=12&staff=1');
    expect(wizard.step).toBe('SelectEmployee');
    expect(wizard.selection.employeeId).toBeNull();
  });

  it('mobile and virtual skip the location; staff first (by=staff) chooses the person before the services', () => {
    const { wizard } = restore('?step=SelectService&by=staff&type=0&location=2&staff=2');
    expect(wizard.staffOrder).toBe('staffFirst');
    expect(wizard.step).toBe('SelectService');
    expect(restore('?step=SelectService&type=2').wizard.step).toBe('SelectService');
  });

  it('the hold is kept until the booking (details step and back); a booked appointment shows the success step', () => {
    const base = '?type=2&services=13&staff=3&date=2026-12-01&slot=2026-12-01T09%3A00%3A00-05%3A00';
    expect(restore(`${base}&step=DetailsFrom&hold=${HOLD}`)).toMatchObject({ holdId: HOLD, wizard: { step: 'DetailsFrom' } });
    // Back to ConfirmSlot keeps it, so confirming again replaces the visitor's own hold instead of meeting it.
    const back = restore(`${base}&step=ConfirmSlot&hold=${HOLD}`);
    expect(back).toMatchObject({ holdId: HOLD, wizard: { step: 'ConfirmSlot' } });
    expect(new URLSearchParams(wizardSearch(back.wizard, back.holdId)).get('hold')).toBe(HOLD);
    const done = restore(`${base}&step=ConfirmationSuccess&appointment=${BOOKED}`).wizard;
    expect(done.step).toBe('ConfirmationSuccess');
    expect(done.selection.appointmentId).toBe(BOOKED);
    expect(restore(`${base}&step=ConfirmationSuccess&appointment=not-a-uuid`).wizard.step).toBe('DetailsFrom');
    // The e-mails' appointment link: the success step by the uuid alone (issue 28).
    const linked = restore(`?step=ConfirmationSuccess&appointment=${BOOKED}`);
    expect(linked.wizard.step).toBe('ConfirmationSuccess');
    expect(linked.wizard.selection.appointmentId).toBe(BOOKED);
    expect(linked.holdId).toBeNull();
    expect(restore(`?step=ConfirmationSuccess&appointment=not-a-uuid`).wizard.step).not.toBe('ConfirmationSuccess');
    expect(restore(`?appointment=${BOOKED}`).wizard.step).not.toBe('ConfirmationSuccess');
  });
});

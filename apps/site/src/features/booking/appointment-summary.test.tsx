import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../shared/test-providers.js';
import { AppointmentSummary } from './appointment-summary.js';
import { kitInfo, slotAt } from './booking-kit.test-data.js';

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div')!;

describe('AppointmentSummary (spec §2 ConfirmSlot)', () => {
  it('a storefront appointment: services, the staff member, the location with its address, date, both times, duration, total', () => {
    renderFeature(
      <AppointmentSummary
        info={kitInfo()}
        selection={{ serviceType: 0, locationId: 2, serviceIds: [11], staffId: 2, slot: slotAt('09:00', [2], 2) }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Appointment summary' })).toBeInTheDocument();
    expect(within(row('Service')).getByText('Cooking class')).toBeInTheDocument();
    expect(within(row('Staff member')).getByText('Marco Reyes')).toBeInTheDocument();
    expect(row('Location')).toHaveTextContent('Seaport Kitchen80 Seaport Blvd, Boston, MA 02110');
    expect(row('Date')).toHaveTextContent('Thursday, December 3, 2026');
    expect(row('Time')).toHaveTextContent('9:00 AM – 9:45 AM');
    expect(row('Time')).toHaveTextContent('2:00 PM – 2:45 PM your time');
    expect(row('Duration')).toHaveTextContent('90 min');
    expect(row('Total')).toHaveTextContent('$60.00');
  });

  it('"Any available staff member" until a slot names one; online and at-your-address appointments say so', () => {
    const { rerender } = renderFeature(
      <AppointmentSummary info={kitInfo()} selection={{ serviceType: 2, serviceIds: [13], staffId: 'any', slot: null }} />,
    );
    expect(row('Staff member')).toHaveTextContent('Any available staff member');
    expect(row('Location')).toHaveTextContent('Online');
    expect(screen.queryByText('Date', { selector: 'dt' })).not.toBeInTheDocument();
    rerender(
      <AppointmentSummary info={kitInfo()} selection={{ serviceType: 1, serviceIds: [12], staffId: 'any', slot: slotAt('10:00', [2]) }} />,
    );
    expect(row('Staff member')).toHaveTextContent('Marco Reyes');
    expect(row('Location')).toHaveTextContent('At your address');
    expect(row('Total')).toHaveTextContent('$250.00');
  });

  it('adds up several services', () => {
    renderFeature(
      <AppointmentSummary info={kitInfo()} selection={{ serviceType: 0, locationId: 1, serviceIds: [11, 13], staffId: 1, slot: null }} />,
    );
    expect(row('Services')).toHaveTextContent('Cooking class');
    expect(row('Services')).toHaveTextContent('Wine pairing consultation');
    expect(row('Duration')).toHaveTextContent('135 min');
    expect(row('Total')).toHaveTextContent('$100.50');
  });
});

// The back office's Locations screen against a fake API that keeps locations and service areas like the real
// one: adding a location in the dialog (state for the US, province elsewhere), the API's field messages
// shown on their fields, deleting vs deactivating, service areas added and removed; axe in en and es.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerLocation, OwnerServiceArea } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { BackOfficeSessionContext } from '../../entry/editor-session.js';
import type { BackOfficeSession } from '../../entry/run-entry.js';
import { LocationsScreen } from './locations-screen.js';

const base = `/api/client/${CLIENT_ID}`;

const harbor = (): OwnerLocation => ({
  id: 1,
  name: 'Harbor Lane Bistro',
  country: 'US',
  address1: '12 Harbor Lane',
  address2: '',
  city: 'Boston',
  state: 'MA',
  postalCode: '02110',
  phone: '(617) 555-0142',
  active: true,
  upcoming_appointments: 2,
});

/** Locations and areas in memory; a location with upcoming appointments is deactivated on DELETE. */
function server(locations: OwnerLocation[], areas: OwnerServiceArea[] = [], over: Record<string, Handler> = {}) {
  let nextId = 100;
  const handlers: Record<string, Handler> = {
    [`GET ${base}/owner-locations`]: () => json({ locations }),
    [`POST ${base}/owner-locations`]: async (request) => {
      const body = (await request.json()) as Omit<OwnerLocation, 'id' | 'upcoming_appointments'>;
      const created = { ...body, active: true, id: nextId++, upcoming_appointments: 0 };
      locations.push(created);
      return json(created, 201);
    },
    [`GET ${base}/owner-service-areas`]: () => json({ areas }),
    [`POST ${base}/owner-service-areas`]: async (request) => {
      const body = (await request.json()) as { zipCode: string; country: string; city: string; radiusMiles: string };
      const area = { ...body, id: nextId++, radiusMiles: Number(body.radiusMiles) || 50, located: body.country === 'US' };
      areas.push(area);
      return json(area, 201);
    },
  };
  for (const l of locations) {
    handlers[`DELETE ${base}/owner-locations/${l.id}`] = () => {
      if (l.upcoming_appointments > 0) {
        l.active = false;
        return json({ outcome: 'deactivated' });
      }
      locations.splice(locations.indexOf(l), 1);
      return json({ outcome: 'deleted' });
    };
  }
  for (const a of areas) {
    handlers[`DELETE ${base}/owner-service-areas/${a.id}`] = () => {
      areas.splice(areas.indexOf(a), 1);
      return new Response(null, { status: 204 });
    };
  }
  return { ...handlers, ...over };
}

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const locationRow = (name: string) => screen.getAllByRole('row').find((r) => r.getAttribute('data-location') === name)!;

describe('Locations screen (owner and manager: locations and mobile service areas)', () => {
  it('lists the locations with address, phone, state and upcoming appointments', async () => {
    renderWithEditor(<LocationsScreen clientId={CLIENT_ID} />, { api: server([harbor()]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    await screen.findByText('Harbor Lane Bistro');
    const row = locationRow('Harbor Lane Bistro');
    expect(row).toHaveTextContent('12 Harbor Lane');
    expect(row).toHaveTextContent('Boston MA 02110');
    expect(row).toHaveTextContent('United States');
    expect(row).toHaveTextContent('2 upcoming appointments');
    expect(row).toHaveTextContent('Active');
    expect(await screen.findByText(/No service areas yet/)).toBeInTheDocument();
  });

  it('adds a location in a dialog; the form checks the fields before sending', async () => {
    const { api } = renderWithEditor(<LocationsScreen clientId={CLIENT_ID} />, { api: server([]) });
    const user = userEvent.setup();
    await screen.findByText(/No locations yet/);
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a location' });
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Please enter a name for this location.')).toBeInTheDocument();
    expect(api.calls(`POST ${base}/owner-locations`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Location name/), 'Seaport Kitchen');
    await user.type(within(dialog).getByLabelText(/^Address/), '88 Seaport Blvd');
    await user.type(within(dialog).getByLabelText(/^City/), 'Boston');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'MA');
    await user.type(within(dialog).getByLabelText(/^Postal code/), '0221');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Please enter a valid postal code (zip code).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Postal code/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await api.calls(`POST ${base}/owner-locations`)[0]!.json()).toMatchObject({
      name: 'Seaport Kitchen',
      country: 'US',
      address1: '88 Seaport Blvd',
      city: 'Boston',
      state: 'MA',
      postalCode: '02210',
    });
    expect(screen.getByText('Seaport Kitchen is saved.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Seaport Kitchen/ })).toBeInTheDocument();
  });

  it('a location abroad asks for a province; the API’s field messages land on their fields', async () => {
    const refused = () => json({ error: { code: 'invalid_request', message: 'x', fields: { phone: 'validation:invalid.phone' } } }, 400);
    renderWithEditor(<LocationsScreen clientId={CLIENT_ID} />, { api: server([], [], { [`POST ${base}/owner-locations`]: refused }) });
    const user = userEvent.setup();
    await screen.findByText(/No locations yet/);
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a location' });
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), 'ES');
    expect(within(dialog).queryByLabelText(/^State/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Location name/), 'Salón Sol');
    await user.type(within(dialog).getByLabelText(/^Address/), 'Calle Mayor 1');
    await user.type(within(dialog).getByLabelText(/^City/), 'Madrid');
    await user.type(within(dialog).getByLabelText(/^Province/), 'Madrid');
    await user.type(within(dialog).getByLabelText(/^Postal code/), '28013');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Please enter a valid contact number.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(within(dialog).getByLabelText(/^Location name/)).toHaveValue('Salón Sol');
  });

  it('deleting a location with appointments makes it inactive, and says so', async () => {
    renderWithEditor(<LocationsScreen clientId={CLIENT_ID} />, { api: server([harbor()]) });
    const user = userEvent.setup();
    await screen.findByText('Harbor Lane Bistro');
    await user.click(screen.getByRole('button', { name: 'Delete Harbor Lane Bistro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this location?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText('Harbor Lane Bistro has appointments, so it is now inactive instead of deleted.')).toBeInTheDocument();
    await waitFor(() => expect(locationRow('Harbor Lane Bistro')).toHaveTextContent('Inactive'));
  });

  it('adds a service area; a radius over 500 miles is refused', async () => {
    const { api } = renderWithEditor(<LocationsScreen clientId={CLIENT_ID} />, { api: server([harbor()]) });
    const user = userEvent.setup();
    await screen.findByText(/No service areas yet/);
    const form = screen.getByRole('form', { name: 'Add a service area' });
    await user.type(within(form).getByLabelText(/^Zip code/), '02110');
    await user.clear(within(form).getByLabelText(/^Radius/));
    await user.type(within(form).getByLabelText(/^Radius/), '600');
    await user.click(within(form).getByRole('button', { name: 'Add service area' }));
    expect(await within(form).findByText('Please enter a radius greater than 0 and at most 500 miles.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Radius/));
    await user.type(within(form).getByLabelText(/^Radius/), '25');
    await user.click(within(form).getByRole('button', { name: 'Add service area' }));
    expect(await screen.findByText('The service area 02110 is added.')).toBeInTheDocument();
    expect(await api.calls(`POST ${base}/owner-service-areas`)[0]!.json()).toEqual({
      zipCode: '02110',
      country: 'US',
      city: '',
      radiusMiles: '25',
    });
    const row = await screen.findByRole('row', { name: /^02110/ });
    expect(row).toHaveTextContent('25 miles');
    expect(row).toHaveTextContent('Within the radius');
  });

  // Issue 26: the salon in Madrid read and entered its service areas in miles.
  it('a business in Spain reads and enters its service areas in kilometres (es)', async () => {
    const area: OwnerServiceArea = { id: 7, zipCode: '28013', country: 'ES', city: 'Madrid', radiusMiles: 20, located: false };
    const session = { site: { client: { country: { country_code: 'ES' } } } } as BackOfficeSession;
    const { api } = renderWithEditor(
      <BackOfficeSessionContext.Provider value={session}>
        <LocationsScreen clientId={CLIENT_ID} />
      </BackOfficeSessionContext.Provider>,
      { lng: 'es', api: server([harbor()], [area]) },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('row', { name: /28013/ })).toHaveTextContent('32 kilómetros');
    const form = screen.getByRole('form', { name: 'Añadir una zona de servicio' });
    const radius = within(form).getByLabelText(/^Radio \(km\)/);
    expect(radius).toHaveValue('80');
    expect(within(form).getByLabelText(/^País/)).toHaveValue('ES');
    await user.type(within(form).getByLabelText(/^Código postal/), '28001');
    await user.clear(radius);
    await user.type(radius, '900');
    await user.click(within(form).getByRole('button', { name: 'Añadir zona de servicio' }));
    expect(await within(form).findByText('Introduce un radio mayor que 0 y de 804 km como máximo.')).toBeInTheDocument();
    await user.clear(radius);
    await user.type(radius, '40');
    await user.click(within(form).getByRole('button', { name: 'Añadir zona de servicio' }));
    const posted = (await api.calls(`POST ${base}/owner-service-areas`)[0]!.json()) as { radiusMiles: string; country: string };
    expect(Number(posted.radiusMiles)).toBeCloseTo(24.85, 2);
    expect(posted.country).toBe('ES');
    expect(await screen.findByRole('row', { name: /^28001/ })).toHaveTextContent('40 kilómetros');
    expect(document.body.textContent).not.toMatch(/millas/);
  });

  it('removes a service area', async () => {
    const area: OwnerServiceArea = { id: 7, zipCode: '28013', country: 'ES', city: 'Madrid', radiusMiles: 20, located: false };
    renderWithEditor(<LocationsScreen clientId={CLIENT_ID} />, { api: server([], [area]) });
    const user = userEvent.setup();
    expect(await screen.findByRole('row', { name: /28013/ })).toHaveTextContent('Same city');
    await user.click(screen.getByRole('button', { name: 'Remove the service area 28013' }));
    expect(await screen.findByText('The service area 28013 is removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /28013/ })).toBeNull());
  });

  it.each(['en', 'es'] as const)('has no axe violations (%s)', async (lng) => {
    const { container } = renderWithEditor(<LocationsScreen clientId={CLIENT_ID} />, { lng, api: server([harbor()]) });
    await screen.findByText('Harbor Lane Bistro');
    expect(await axeViolations(container)).toEqual([]);
  });
});

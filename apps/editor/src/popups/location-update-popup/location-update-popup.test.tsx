import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSection } from '@vitrina/core-model';
import { mobileSite, popupSite } from '../../testing/fixtures.js';
import { renderPopup } from '../../testing/render-popup.js';
import { LocationUpdatePopup } from './location-update-popup.js';

// Panel popup: opened without a section, it finds the page's location section itself.
const open = (site = popupSite(), lng: 'en' | 'es' = 'en') => {
  const view = renderPopup('locationUpdate', LocationUpdatePopup, { site, lng });
  return { ...view, location: () => view.section('location') };
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('location update popup (spec §2 "Editor popups: location update", §3 Location, Service area)', () => {
  it('§3 edits the address of the first place (US state from the §3 list); Apply strips tags and marks it unsaved', async () => {
    const { user, location, store } = open();
    expect(field('Location to edit')).toHaveDisplayValue('Bistro Verde');
    expect(field('State')).toHaveDisplayValue('Massachusetts');
    expect(field('Country')).toHaveDisplayValue('United States of America');
    await user.clear(field('Address'));
    await user.type(field('Address'), ' <b>1</b> Main St ');
    await user.selectOptions(field('State'), 'New York');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()?.locationinfo[0]).toMatchObject({ name: 'Bistro Verde', address1: '1 Main St', state: 'NY', lat: null, lon: null });
    expect(store.getState().editor.unsaved).toEqual({ location: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'City', '', 'Please enter your city.'],
    ['es', 'Ciudad', '', 'Introduce tu ciudad.'],
    ['en', 'Phone', 'call me', 'Please enter a valid contact number.'],
    ['es', 'Código postal', '', 'Introduce tu código postal.'],
  ] as const)('§5 (%s) %s %j: the message shows and nothing is applied', async (lng, label, value, message) => {
    const { user, location, onClose } = open(popupSite(), lng);
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
    await user.click(screen.getByRole('button', { name: lng === 'en' ? 'Apply' : 'Aplicar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(location()?.locationinfo[0]?.city).toBe('Boston');
  });

  it('§5 outside the US the state becomes a province, required with its own message', async () => {
    const { user } = open();
    await user.selectOptions(field('Country'), 'Canada');
    expect(field('Province')).toHaveValue('');
    await user.clear(field('Postal code'));
    await user.type(field('Postal code'), 'K1A 0B1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter your province.')).toBeInTheDocument();
  });

  it('adds a new place after the existing ones', async () => {
    const { user, location } = open();
    await user.selectOptions(field('Location to edit'), 'Add a new location');
    expect(field('Location name')).toHaveValue('');
    await user.type(field('Location name'), 'Harbor kitchen');
    await user.type(field('Address'), '9 Dock St');
    await user.type(field('City'), 'Boston');
    await user.selectOptions(field('State'), 'Massachusetts');
    await user.type(field('Postal code'), '02109');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()?.locationinfo.map((l) => [l.name, l.state, l.country])).toEqual([
      ['Bistro Verde', 'MA', 'US'],
      ['Harbor kitchen', 'MA', 'US'],
    ]);
  });

  it('§3 service area of a mobile business: ZIP, country, city on its mobile entry; ZIP and radius on the client', async () => {
    // A business in a country on miles (the record's unit).
    const { user, location, store } = open(
      mobileSite({ mobile_home_zip: '28004', mobile_home_zip_radius: 15, country: { country_code: 'GB' } }),
    );
    expect(field('Location to edit')).toHaveDisplayValue('No address (mobile or virtual service only)');
    expect(screen.queryByLabelText(/^Address/)).not.toBeInTheDocument();
    const radius = field('Radius \\(miles\\)');
    expect(radius).toHaveValue('15');
    expect(radius).toHaveAccessibleDescription('How far you travel from the ZIP code, in miles.');
    await user.clear(radius);
    await user.type(radius, '0');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a radius greater than 0.')).toBeInTheDocument();
    await user.clear(radius);
    await user.type(radius, '40');
    await user.clear(field('ZIP code'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter your postal code.')).toBeInTheDocument();
    await user.type(field('ZIP code'), '28010');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()?.locationinfo.map((l) => [l.name, l.postal_code, l.city])).toEqual([
      ['At your home', '28010', 'Madrid'],
      ['By video call', '', ''],
    ]);
    expect(store.getState().editor.working?.client).toMatchObject({ mobile_home_zip: '28010', mobile_home_zip_radius: 40 });
    expect(store.getState().editor.unsaved).toEqual({ location: true, clientSettings: true });
  });

  // Issue 26: a business in Spain reads and sets its radius in kilometres (the record keeps miles).
  it('§9 no radius yet shows the default 50 miles, as 80 km in Spain; Apply with nothing changed leaves the client settings alone', async () => {
    const { user, store } = open(mobileSite({ mobile_home_zip: '28004', mobile_home_zip_radius: null, country: { country_code: 'ES' } }));
    expect(field('Radius \\(km\\)')).toHaveValue('80');
    expect(field('Radius \\(km\\)')).toHaveAccessibleDescription('How far you travel from the postal code, in kilometres.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.getState().editor.unsaved).not.toHaveProperty('clientSettings');
    expect(store.getState().editor.working?.client.mobile_home_zip_radius).toBeNull();
  });

  it('a business in Spain enters kilometres, kept as miles (es)', async () => {
    const { user, store } = open(
      mobileSite({ mobile_home_zip: '28004', mobile_home_zip_radius: 15, country: { country_code: 'ES' } }),
      'es',
    );
    const radius = field('Radio \\(km\\)');
    expect(radius).toHaveValue('24');
    await user.clear(radius);
    await user.type(radius, '40');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(store.getState().editor.working?.client.mobile_home_zip_radius).toBeCloseTo(24.85, 2));
  });

  it('without a mobile service there is no service area to set', () => {
    open();
    expect(screen.getByText('Turn on the mobile service area in the Location popup to set where you travel.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^ZIP code/)).not.toBeInTheDocument();
  });

  it('a page without a location section says so', () => {
    const site = popupSite();
    site.sections = [defaultSection('hero')];
    open(site);
    expect(screen.getByRole('dialog', { name: 'Update location' })).toHaveTextContent('Your home page has no location section.');
  });

  it.each(['{Escape}', 'Close'])('%s closes without applying', async (how) => {
    const { user, location, onClose } = open();
    await user.clear(field('City'));
    if (how === 'Close') await user.click(screen.getByRole('button', { name: 'Close' }));
    else await user.keyboard(how);
    expect(onClose).toHaveBeenCalled();
    expect(location()?.locationinfo[0]?.city).toBe('Boston');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mobileSite, popupSite } from '../../testing/fixtures.js';
import { renderPopup } from '../../testing/render-popup.js';
import { LocationPopup } from './location-popup.js';

const SETUP = {
  en: 'Location map, city and country settings need to be configured first to use those options.',
  es: 'Primero hay que configurar el mapa, la ciudad y el país de la ubicación para usar esas opciones.',
};

describe('location popup (spec §2 "Editor popups: location", §4 "Location design", §5)', () => {
  it.each([
    ['en', 'Mobile service area', 'A map of the service radius', 'The city', 'The country'],
    ['es', 'Zona de servicio a domicilio', 'Un mapa del radio de servicio', 'La ciudad', 'El país'],
  ] as const)('§5 (%s) display options are disabled with the set-up message until configured', async (lng, mobile, map, city, country) => {
    const { user } = renderPopup('location', LocationPopup, { site: popupSite(), sectionName: 'location', lng });
    // No mobile service yet: nothing to show, so no display to choose.
    expect(screen.getByLabelText(country)).toBeDisabled();
    await user.click(screen.getByLabelText(mobile));
    // The bistro has no service-area ZIP or city: map and city wait for their set-up; its country is known.
    expect(screen.getByLabelText(map)).toBeDisabled();
    expect(screen.getByLabelText(city)).toBeDisabled();
    expect(screen.getByLabelText(country)).toBeEnabled();
    expect(screen.getByLabelText(map)).toHaveAccessibleDescription(SETUP[lng]);
    expect(screen.getByText(SETUP[lng])).toBeInTheDocument();
  });

  it('§4 turning on the mobile service adds its entry and the chosen display; texts are stripped (§5)', async () => {
    const { user, section, working, store } = renderPopup('location', LocationPopup, { site: popupSite(), sectionName: 'location' });
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '<h1>Find</h1> us ');
    await user.click(screen.getByLabelText('Mobile service area'));
    await user.click(screen.getByLabelText('The country'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(section()?.title).toBe('Find us');
    expect(section()?.locationinfo.map((l) => [l.name, l.is_mobile, l.country])).toEqual([
      ['Bistro Verde', false, 'US'],
      ['', true, 'US'],
    ]);
    expect(working().main_site_variables.mobile_only_display_map).toBe('country');
    expect(store.getState().editor.unsaved).toEqual({ location: true, siteSettings: true });
  });

  it('§4 a mobile and virtual business: every display is set up; virtual off removes that entry', async () => {
    const { user, section, working } = renderPopup('location', LocationPopup, { site: mobileSite(), sectionName: 'location' });
    const physical = screen.getByLabelText('Our locations');
    expect(physical).toBeDisabled();
    expect(physical).toHaveAccessibleDescription('Add an address with Update location first.');
    for (const label of ['A map of the service radius', 'The city', 'The country']) expect(screen.getByLabelText(label)).toBeEnabled();
    expect(screen.getByLabelText('The city')).toBeChecked();
    expect(screen.queryByText(SETUP.en)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Virtual service'));
    await user.click(screen.getByLabelText('A map of the service radius'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(section()?.locationinfo.map((l) => l.name)).toEqual(['At your home']);
    expect(working().main_site_variables.mobile_only_display_map).toBe('map');
  });

  it('physical off removes the addresses; "Show the location section" sets display_location_section', async () => {
    const { user, section, working } = renderPopup('location', LocationPopup, { site: mobileSite(), sectionName: 'location' });
    await user.click(screen.getByLabelText('Show the location section'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(working().main_site_variables.display_location_section).toBe(0);
    expect(section()?.locationinfo).toHaveLength(2);
  });

  it('"Update location" applies first, then opens the address and service-area popup', async () => {
    const { user, section, store, sectionIndex } = renderPopup('location', LocationPopup, { site: popupSite(), sectionName: 'location' });
    await user.type(screen.getByLabelText('Subtitle'), '!');
    await user.click(screen.getByRole('button', { name: 'Update location' }));
    expect(section()?.title_subtext).toBe('Near the harbour!');
    expect(store.getState().editor.activeSection).toEqual({ key: 'locationUpdate', sectionIndex });
  });

  it('"Update location" with an invalid field stays open and applies nothing', async () => {
    const { user, section, store, onClose, sectionIndex } = renderPopup('location', LocationPopup, {
      site: popupSite(),
      sectionName: 'location',
    });
    await user.type(screen.getByLabelText('Background color'), 'blue');
    await user.click(screen.getByRole('button', { name: 'Update location' }));
    expect(await screen.findByText('Please enter a color such as #f9f9f9.')).toBeInTheDocument();
    expect(store.getState().editor.activeSection).toEqual({ key: 'location', sectionIndex });
    // Close afterwards still just closes.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(section()?.bg_color).toBe('');
  });

  it('Escape closes without applying', async () => {
    const { user, section, onClose } = renderPopup('location', LocationPopup, { site: popupSite(), sectionName: 'location' });
    await user.click(screen.getByLabelText('Mobile service area'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(section()?.locationinfo).toHaveLength(1);
  });
});

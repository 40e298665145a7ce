import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popupSite } from '../../testing/fixtures.js';
import { renderPopup } from '../../testing/render-popup.js';
import { ServicePopup } from './service-popup.js';

const open = (lng: 'en' | 'es' = 'en') => renderPopup('service', ServicePopup, { site: popupSite(), sectionName: 'service', lng });
const item = (name: RegExp) => screen.getByRole('group', { name });
const names = (section: ReturnType<ReturnType<typeof open>['section']>) => section?.serviceinfo.map((s) => s.name);

describe('service popup (spec §2 "Editor popups: service", §3 serviceinfo)', () => {
  it('§5 a price takes digits and the dot only (keys and paste); Apply stores it with 2 decimals and marks it unsaved', async () => {
    const { user, section, store } = open();
    const price = within(item(/^Service 2: Brunch/)).getByLabelText('Price');
    await user.type(price, 'a1b2');
    expect(price).toHaveValue('12');
    await user.click(price);
    await user.paste('3x');
    expect(price).toHaveValue('12');
    await user.type(price, '.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(section()?.serviceinfo[1]).toEqual({
      id: 2,
      name: 'Brunch',
      description: 'Weekends from 10 am.',
      price: '12.50',
      img_url: null,
      booking_types: [0],
    });
    expect(store.getState().editor.unsaved).toEqual({ service: true });
  });

  it.each([
    ['en', 'Apply', '45.005', 'Please enter a price such as 45 or 45.00.'],
    ['es', 'Aplicar', '4.5.0', 'Introduce un precio como 45 o 45.00.'],
  ] as const)('(%s) a malformed price is refused with its message', async (lng, apply, typed, message) => {
    const { user, section, onClose } = open(lng);
    const price = within(item(lng === 'en' ? /^Service 1:/ : /^Servicio 1:/)).getByLabelText(lng === 'en' ? 'Price' : 'Precio');
    await user.clear(price);
    await user.type(price, typed);
    await user.click(screen.getByRole('button', { name: apply }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(section()?.serviceinfo[0]?.price).toBe('85.00');
  });

  it.each([
    ['en', 'Add a service', 'Apply', 'Please enter the name of the service.'],
    ['es', 'Agregar un servicio', 'Aplicar', 'Introduce el nombre del servicio.'],
  ] as const)('(%s) add: the new service takes focus and needs a name', async (lng, add, apply, message) => {
    const { user, section } = open(lng);
    await user.click(screen.getByRole('button', { name: add }));
    const name = document.activeElement as HTMLInputElement;
    expect(name.closest('fieldset')?.querySelector('legend')).toHaveTextContent(
      lng === 'en' ? 'Service 3: New service' : 'Servicio 3: Servicio nuevo',
    );
    await user.click(screen.getByRole('button', { name: apply }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(name, ' <b>Wine</b> class ');
    await user.type(screen.getAllByLabelText(lng === 'en' ? 'Price' : 'Precio')[2] as HTMLElement, '40');
    await user.click(screen.getByRole('button', { name: apply }));
    expect(section()?.serviceinfo[2]).toEqual({
      id: null,
      name: 'Wine class',
      description: '',
      price: '40.00',
      img_url: null,
      booking_types: [0],
    });
  });

  it('remove: the service goes, focus moves to the next one, Apply keeps the rest', async () => {
    const { user, section } = open();
    await user.click(screen.getByRole('button', { name: 'Remove Tasting menu' }));
    expect(screen.queryByRole('group', { name: /Tasting menu/ })).not.toBeInTheDocument();
    expect(within(item(/^Service 1: Brunch/)).getByLabelText(/^Service name/)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Tasting menu removed.');
    await user.click(screen.getByRole('button', { name: 'Remove Brunch' }));
    expect(screen.getByText('You have no services yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a service' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(section()?.serviceinfo).toEqual([]);
  });

  it('§9 move up and down: the order changes, focus stays with the moved service, Apply keeps the order', async () => {
    const { user, section } = open();
    expect(screen.getByRole('button', { name: 'Move Tasting menu up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Brunch up' }));
    expect(screen.getAllByRole('group', { name: /^Service \d/ }).map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Service 1: Brunch',
      'Service 2: Tasting menu',
    ]);
    // Brunch is first now, so its "up" is disabled: focus went to its "down".
    expect(screen.getByRole('button', { name: 'Move Brunch down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Brunch is now service 1.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(names(section())).toEqual(['Brunch', 'Tasting menu']);
  });

  it('§3 title, subtitle and the booking label (book) are stripped of tags; the site-wide layout becomes list', async () => {
    const { user, section, working, store } = open();
    await user.clear(screen.getByLabelText('Booking button label'));
    await user.type(screen.getByLabelText('Booking button label'), '<em>Reserve</em> ');
    await user.selectOptions(screen.getByLabelText('Services layout'), 'list');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(section()?.book).toBe('Reserve');
    expect(working().main_site_variables.service_section_style).toBe('list');
    expect(store.getState().editor.unsaved).toEqual({ service: true, siteSettings: true });
  });

  it('§2 Close after edits applies nothing', async () => {
    const { user, section, store, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Remove Brunch' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(names(section())).toEqual(['Tasting menu', 'Brunch']);
    expect(store.getState().editor.unsaved).toEqual({});
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSection } from '@vitrina/core-model';
import type { PopupProps } from '../popup-contract.js';
import { bistroDraft } from '../../testing/fixtures.js';
import { itBehavesLikeAPopup, renderPopup, retype } from '../../testing/render-popup.js';
import { HeaderPopup } from './header-popup.js';

function draftWithHeader() {
  const draft = bistroDraft();
  draft.data.sections = [
    defaultSection('header', { title: 'Bistro Verde', header_text: 'Open daily', ordering: 0 }),
    ...draft.data.sections,
  ];
  return draft;
}

const options = () => ({ sectionIndex: 0, draft: draftWithHeader() });

describe('HeaderPopup (spec §2 "Editor popups": header; §2 nav items)', () => {
  itBehavesLikeAPopup({ key: 'header', Popup: HeaderPopup, options: options(), title: 'Header', field: 'Heading' });

  it('§5 Apply writes the header texts stripped of tags and flags the header unsaved', async () => {
    const { user, working, editor } = renderPopup('header', HeaderPopup, options());
    const dialog = await screen.findByRole('dialog', { name: 'Header' });
    expect(within(dialog).getByLabelText('Heading')).toHaveValue('Open daily');
    await retype(user, within(dialog).getByLabelText('Heading'), ' Open <u>every</u> day ');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().sections[0]).toMatchObject({ section_name: 'header', header_text: 'Open every day', title: 'Bistro Verde' });
    expect(editor().unsaved).toEqual({ header: true });
  });

  it('§2 hiding a menu item writes nav and flags the menu unsaved, nothing else', async () => {
    const { user, working, editor } = renderPopup('header', HeaderPopup, options());
    const dialog = await screen.findByRole('dialog', { name: 'Header' });
    const group = within(dialog).getByRole('group', { name: 'Menu items' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Show Home in the menu',
      'Show About in the menu',
      'Show Services in the menu',
      'Show Location in the menu',
      'Show Contact in the menu',
    ]);
    await user.click(within(group).getByLabelText('Show Location in the menu'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().nav.find((item) => item.type === 'location')?.enabled).toBe(false);
    expect(working().nav.filter((item) => !item.enabled)).toHaveLength(1);
    expect(editor().unsaved).toEqual({ menu: true });
  });

  it.each([
    ['Edit logo', 'logo'],
    ['Edit menu links', 'hyperlink'],
  ] as const)('"%s" opens the %s popup', async (label, key) => {
    const Other = ({ onClose }: PopupProps) => (
      <div role="dialog" aria-label="other">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
    const { user, editor } = renderPopup('header', HeaderPopup, { ...options(), others: { [key]: Other } });
    const dialog = await screen.findByRole('dialog', { name: 'Header' });
    await user.click(within(dialog).getByRole('button', { name: label }));
    expect(editor().activeSection).toEqual({ key, sectionIndex: null });
    expect(await screen.findByRole('dialog', { name: 'other' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Header', 'Background color', 'Apply', 'Please enter a color such as #f9f9f9.'],
    ['es', 'Encabezado', 'Color de fondo', 'Aplicar', 'Introduce un color como #f9f9f9.'],
  ] as const)('§3 a background colour must be #rrggbb (%s)', async (lng, title, label, apply, message) => {
    const { user, editor } = renderPopup('header', HeaderPopup, { ...options(), lng });
    const dialog = await screen.findByRole('dialog', { name: title });
    await retype(user, within(dialog).getByLabelText(label, { selector: 'input[type="text"]' }), '#ggg');
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(editor().unsaved).toEqual({});
  });
});

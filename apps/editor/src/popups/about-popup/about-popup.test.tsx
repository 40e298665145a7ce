import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PopupProps } from '../popup-contract.js';
import { itBehavesLikeAPopup, renderPopup, retype } from '../../testing/render-popup.js';
import { AboutPopup } from './about-popup.js';

describe('AboutPopup (spec §2 "Editor popups": about; §3 section fields)', () => {
  itBehavesLikeAPopup({ key: 'about', Popup: AboutPopup, options: { sectionIndex: 1 }, title: 'About', field: 'Text' });

  it('§5 Apply writes title, lead and body stripped of tags (line breaks kept) and flags the about section', async () => {
    const { user, working, editor } = renderPopup('about', AboutPopup, { sectionIndex: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(within(dialog).getByLabelText('Text')).toHaveValue('Local produce.');
    await retype(user, within(dialog).getByLabelText('Heading'), '<h3>Since 2012</h3>');
    await retype(user, within(dialog).getByLabelText('Text'), 'Local <b>produce</b>.{Enter}{Enter}Fresh bread daily. ');
    await retype(user, within(dialog).getByLabelText('Inner background color', { selector: 'input[type="text"]' }), '#ffffff');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().sections[1]).toMatchObject({
      section_name: 'about',
      title: 'Our kitchen',
      header_text: 'Since 2012',
      body: 'Local produce.\n\nFresh bread daily.',
      inner_bg_color: '#ffffff',
    });
    expect(editor().unsaved).toEqual({ about: true });
  });

  it("opened without a section (from elsewhere) it edits the page's about section", async () => {
    const { user, working } = renderPopup('about', AboutPopup, { sectionIndex: null });
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    await retype(user, within(dialog).getByLabelText('Title'), 'Who we are');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().sections[1]?.title).toBe('Who we are');
  });

  it('"Change the image" opens the about-image popup for the same section', async () => {
    const AboutImage = ({ sectionIndex }: PopupProps) => <div role="dialog" aria-label={`image of ${sectionIndex}`} />;
    const { user } = renderPopup('about', AboutPopup, { sectionIndex: 1, others: { aboutImage: AboutImage } });
    await user.click(within(await screen.findByRole('dialog', { name: 'About' })).getByRole('button', { name: 'Change the image' }));
    expect(await screen.findByRole('dialog', { name: 'image of 1' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'About', 'Background color', 'Apply', 'Please enter a color such as #f9f9f9.'],
    ['es', 'Nosotros', 'Color de fondo', 'Aplicar', 'Introduce un color como #f9f9f9.'],
  ] as const)('§3 a background colour must be #rrggbb (%s)', async (lng, title, label, apply, message) => {
    const { user, editor } = renderPopup('about', AboutPopup, { sectionIndex: 1, lng });
    const dialog = await screen.findByRole('dialog', { name: title });
    await retype(user, within(dialog).getByLabelText(label, { selector: 'input[type="text"]' }), 'rgb(1,2,3)');
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(editor().unsaved).toEqual({});
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroPopup } from './hero-popup.js';
import { itBehavesLikeAPopup, renderPopup, retype } from '../../testing/render-popup.js';

const open = (lng: 'en' | 'es' = 'en') => renderPopup('hero', HeroPopup, { sectionIndex: 0, lng });

describe('HeroPopup (spec §2 "Editor popups": hero; §3 section fields)', () => {
  itBehavesLikeAPopup({ key: 'hero', Popup: HeroPopup, options: { sectionIndex: 0 }, title: 'Hero', field: 'Title' });

  it('shows the hero as it is in the working copy', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Hero' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Bistro Verde');
    expect(within(dialog).getByLabelText('Subtitle')).toHaveValue('Seasonal plates');
  });

  it('§5 Apply writes the texts stripped of tags and trimmed, marks the hero unsaved and closes', async () => {
    const { user, working, editor } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Hero' });
    await retype(user, within(dialog).getByLabelText('Title'), '  <b>Fresh</b> fish daily <script>alert(1)</script> ');
    await retype(user, within(dialog).getByLabelText('Button label'), 'Reserve <i>now</i>');
    await retype(user, within(dialog).getByLabelText('Background color', { selector: 'input[type="text"]' }), '#1A7F5A');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(working().sections[0]).toMatchObject({
      title: 'Fresh fish daily alert(1)',
      book: 'Reserve now',
      bg_color: '#1A7F5A',
      title_subtext: 'Seasonal plates',
    });
    expect(editor().unsaved).toEqual({ hero: true });
  });

  it('§4 Apply with nothing changed leaves nothing unsaved', async () => {
    const { user, editor } = open();
    await user.click(within(await screen.findByRole('dialog', { name: 'Hero' })).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor().unsaved).toEqual({});
  });

  it('the colour picker and the code field are the same field', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Hero' });
    const code = within(dialog).getByLabelText('Background color', { selector: 'input[type="text"]' });
    await retype(user, code, '#336699');
    expect(within(dialog).getByLabelText('Color picker for Background color')).toHaveValue('#336699');
  });

  it.each([
    ['en', 'Hero', 'Apply', 'Please enter a color such as #f9f9f9.'],
    ['es', 'Portada', 'Aplicar', 'Introduce un color como #f9f9f9.'],
  ] as const)('§3 a colour that is not #rrggbb is refused with its message (%s)', async (lng, title, apply, message) => {
    const { user, editor, i18n } = open(lng);
    const dialog = await screen.findByRole('dialog', { name: title });
    await retype(user, within(dialog).getByLabelText(i18n.t('editor:fields.backgroundColor'), { selector: 'input[type="text"]' }), 'blue');
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(editor().unsaved).toEqual({});
  });

  it('"Remove image" takes the background image away on Apply', async () => {
    const draft = (await import('../../testing/fixtures.js')).bistroDraft();
    draft.data.sections[0]!.bg_img_url = 'https://cdn.test/hero.jpg';
    const { user, working } = renderPopup('hero', HeroPopup, { sectionIndex: 0, draft });
    const dialog = await screen.findByRole('dialog', { name: 'Hero' });
    expect(within(dialog).getByRole('img', { name: 'Preview of Background image' })).toHaveAttribute('src', 'https://cdn.test/hero.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().sections[0]?.bg_img_url).toBeNull();
  });
});

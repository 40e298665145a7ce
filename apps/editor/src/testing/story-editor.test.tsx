// The Storybook frames show what their stories promise: the popup open over the draft, "Reopen" after
// Close, and a freemium draft's popup read-only (spec §8).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@vitrina/i18n';
import { GallerySectionPopup } from '../popups/gallery-section-popup/gallery-section-popup.js';
import { HeroPopup } from '../popups/hero-popup/hero-popup.js';
import { popupSite } from './fixtures.js';
import { PopupStory } from './story-editor.js';
import type { PopupStoryProps } from './story-editor.js';

function renderStory(props: PopupStoryProps) {
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <PopupStory {...props} />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('PopupStory', () => {
  it('opens the popup on the section; Close closes it and "Edit" brings it back', async () => {
    const user = renderStory({ popupKey: 'hero', Popup: HeroPopup, sectionIndex: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'Hero' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Bistro Verde');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /hero/i }));
    expect(await screen.findByRole('dialog', { name: 'Hero' })).toBeInTheDocument();
  });

  it('finds the section by name in the given site, and shows a freemium draft read-only', async () => {
    renderStory({ popupKey: 'gallery', Popup: GallerySectionPopup, site: popupSite(), sectionName: 'gallery', readOnly: true });
    const dialog = await screen.findByRole('dialog', { name: 'Gallery' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Gallery');
    expect(within(dialog).getByLabelText('Title')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { GallerySectionPopup } from './gallery-section-popup.js';
import { popupSite } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';

const meta = {
  title: 'Editor/Popups/Gallery section',
  component: PopupStory,
  args: { popupKey: 'gallery', Popup: GallerySectionPopup, site: popupSite(), sectionName: 'gallery' },
  argTypes: { Popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Spec §8: a freemium draft opens read-only; Apply is disabled. */
export const ReadOnly: Story = { args: { readOnly: true } };

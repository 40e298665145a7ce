import type { Meta, StoryObj } from '@storybook/react-vite';
import { GallerySectionPopup } from './gallery-section-popup.js';
import { popupSite } from './popup-fixtures.js';
import { SectionPopupStory } from './popup-preview.js';

const meta = {
  title: 'Editor/Popups/Gallery section',
  component: SectionPopupStory,
  args: { popup: GallerySectionPopup, site: popupSite(), sectionName: 'gallery' },
  argTypes: { popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof SectionPopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Spec §8: a freemium draft opens read-only; Apply is disabled. */
export const ReadOnly: Story = { args: { readOnly: true } };

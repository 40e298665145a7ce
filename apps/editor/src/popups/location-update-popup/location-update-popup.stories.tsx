import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileSite, popupSite } from '../gallery-section-popup/popup-fixtures.js';
import { SectionPopupStory } from '../gallery-section-popup/popup-preview.js';
import { LocationUpdatePopup } from './location-update-popup.js';

const meta = {
  title: 'Editor/Popups/Update location',
  component: SectionPopupStory,
  // A panel popup: opened without a section, it finds the location section itself.
  args: { popup: LocationUpdatePopup, site: popupSite() },
  argTypes: { popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof SectionPopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A US address: the state is chosen from the §3 list. */
export const UsAddress: Story = {};

/** A mobile business: no address, the service area on its mobile entry, the radius shown read-only. */
export const ServiceArea: Story = { args: { site: mobileSite() } };

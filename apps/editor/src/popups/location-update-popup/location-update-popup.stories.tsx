import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileSite, popupSite } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { LocationUpdatePopup } from './location-update-popup.js';

const meta = {
  title: 'Editor/Popups/Update location',
  component: PopupStory,
  // A panel popup: opened without a section, it finds the location section itself.
  args: { popupKey: 'locationUpdate', Popup: LocationUpdatePopup, site: popupSite() },
  argTypes: { Popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A US address: the state is chosen from the §3 list. */
export const UsAddress: Story = {};

/** A mobile business: no address, the service area on its mobile entry, the radius shown read-only. */
export const ServiceArea: Story = { args: { site: mobileSite() } };

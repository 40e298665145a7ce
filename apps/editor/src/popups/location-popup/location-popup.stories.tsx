import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileSite, popupSite } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { LocationPopup } from './location-popup.js';

const meta = {
  title: 'Editor/Popups/Location',
  component: PopupStory,
  args: { popupKey: 'location', Popup: LocationPopup, site: popupSite(), sectionName: 'location' },
  argTypes: { Popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A place with an address; no service area set up, so map and city wait for it (spec §5). */
export const PhysicalPlace: Story = {};

/** Spec §4 design 3: mobile and virtual, the service area set up, every display available. */
export const MobileAndVirtual: Story = { args: { site: mobileSite() } };

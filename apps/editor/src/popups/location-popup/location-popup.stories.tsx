import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileSite, popupSite } from '../gallery-section-popup/popup-fixtures.js';
import { SectionPopupStory } from '../gallery-section-popup/popup-preview.js';
import { LocationPopup } from './location-popup.js';

const meta = {
  title: 'Editor/Popups/Location',
  component: SectionPopupStory,
  args: { popup: LocationPopup, site: popupSite(), sectionName: 'location' },
  argTypes: { popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof SectionPopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A place with an address; no service area set up, so map and city wait for it (spec §5). */
export const PhysicalPlace: Story = {};

/** Spec §4 design 3: mobile and virtual, the service area set up, every display available. */
export const MobileAndVirtual: Story = { args: { site: mobileSite() } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { popupSite } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { ServicePopup } from './service-popup.js';

const meta = {
  title: 'Editor/Popups/Services',
  component: PopupStory,
  args: { popupKey: 'service', Popup: ServicePopup, site: popupSite(), sectionName: 'service' },
  argTypes: { Popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two services, one without a price; the site-wide layout is the §9 default carousel. */
export const Default: Story = {};

/** No services yet: "Add a service" starts the list. */
export const Empty: Story = {
  args: {
    site: (() => {
      const site = popupSite();
      const service = site.sections.find((s) => s.section_name === 'service');
      if (service) service.serviceinfo = [];
      return site;
    })(),
  },
};

/** Spec §8: a freemium draft opens read-only. */
export const ReadOnly: Story = { args: { readOnly: true } };

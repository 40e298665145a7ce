import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultClient } from '@vitrina/core-model';
import { bistroDraft } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { SiteConfigPopup } from './site-config-popup.js';

const meta = {
  title: 'Editor/Popups/Site settings',
  component: PopupStory,
  args: { popupKey: 'siteConfig', Popup: SiteConfigPopup },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A business with a contact number and chat on: both in their fields, changed like the other settings. */
export const WithContactNumberAndChat: Story = {
  args: {
    draft: (() => {
      const draft = bistroDraft();
      draft.data.client = defaultClient({ ...draft.data.client, contact_number: '(617) 555-0142', zenchat_enabled: true });
      draft.data.main_site_variables = {
        ...draft.data.main_site_variables,
        primary_color: '#8c3b2e',
        display_location_section: 1,
        service_section_style: 'list',
      };
      return draft;
    })(),
  },
};

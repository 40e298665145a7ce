import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultMainSiteVariables } from '@vitrina/core-model';
import { popupSite } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { StorePopup } from './store-popup.js';

const meta = {
  title: 'Editor/Popups/Store',
  component: PopupStory,
  args: { popupKey: 'store', Popup: StorePopup, site: popupSite(), sectionName: 'store' },
  argTypes: { Popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4: the store section on /store with its default colours. */
export const Default: Story = {};

/** An external shop, hidden from the home page. */
export const ExternalShop: Story = {
  args: {
    site: popupSite({
      site: { main_site_variables: defaultMainSiteVariables({ ecommerce_url: 'https://shop.example.com', homepage_store_enabled: false }) },
    }),
  },
};

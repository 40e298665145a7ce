import type { Meta, StoryObj } from '@storybook/react-vite';
import { popupSite } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { StoreContainerPopup } from './store-container-popup.js';

const meta = {
  title: 'Editor/Popups/Store container',
  component: PopupStory,
  args: { popupKey: 'storeContainerSection', Popup: StoreContainerPopup, site: popupSite(), sectionName: 'storeContainerSection' },
  argTypes: { Popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

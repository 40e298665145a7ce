import type { Meta, StoryObj } from '@storybook/react-vite';
import { popupSite } from '../gallery-section-popup/popup-fixtures.js';
import { SectionPopupStory } from '../gallery-section-popup/popup-preview.js';
import { StoreContainerPopup } from './store-container-popup.js';

const meta = {
  title: 'Editor/Popups/Store container',
  component: SectionPopupStory,
  args: { popup: StoreContainerPopup, site: popupSite(), sectionName: 'storeContainerSection' },
  argTypes: { popup: { control: false }, site: { control: false } },
} satisfies Meta<typeof SectionPopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSection } from '@vitrina/core-model';
import { identityHref } from '../section-props.js';
import { demoProducts, demoSite } from '../testing/demo-site.js';
import { StoreContainerSection } from './store-container-section.js';

const meta = {
  title: 'Sections/Store container',
  component: StoreContainerSection,
  args: {
    section: defaultSection('storeContainerSection', { title: 'Shop the café' }),
    site: demoSite(4),
    mode: 'view',
    hrefFor: identityHref,
    products: demoProducts,
  },
} satisfies Meta<typeof StoreContainerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {};
export const Empty: Story = { args: { products: [] } };

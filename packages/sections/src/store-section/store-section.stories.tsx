import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSection } from '@vitrina/core-model';
import { identityHref } from '../section-props.js';
import { demoProducts, demoSite } from '../testing/demo-site.js';
import { StoreSection } from './store-section.js';

const meta = {
  title: 'Sections/Store',
  component: StoreSection,
  args: { section: defaultSection('store'), site: demoSite(4), mode: 'view', hrefFor: identityHref },
} satisfies Meta<typeof StoreSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What spec §4 inserts after the services: defaults only. */
export const Teaser: Story = {};
export const WithProducts: Story = { args: { products: demoProducts } };

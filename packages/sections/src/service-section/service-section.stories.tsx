import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultMainSiteVariables } from '@vitrina/core-model';
import { identityHref } from '../section-props.js';
import { demoSite } from '../testing/demo-site.js';
import { ServiceSection } from './service-section.js';

const site = demoSite(4);
const section = site.sections.find((s) => s.section_name === 'service')!;

const meta = {
  title: 'Sections/Services',
  component: ServiceSection,
  args: { section, site, mode: 'view', hrefFor: identityHref },
} satisfies Meta<typeof ServiceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9 default style. */
export const Carousel: Story = {};
export const List: Story = {
  args: { site: { ...site, main_site_variables: defaultMainSiteVariables({ service_section_style: 'list' }) } },
};
export const EuroPrices: Story = {
  args: {
    site: {
      ...site,
      client: { ...site.client, currency_code: 'EUR' },
      main_site_variables: defaultMainSiteVariables({ service_section_style: 'list' }),
    },
  },
};

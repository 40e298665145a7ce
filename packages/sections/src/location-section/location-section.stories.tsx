import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultClient, defaultMainSiteVariables } from '@vitrina/core-model';
import { identityHref } from '../section-props.js';
import { locationSection, mobileArea, siteFixture, storefront, virtualArea } from '../testing/fixtures.js';
import { placeholderImage } from '../testing/placeholder-image.js';
import { LocationSection } from './location-section.js';

const site = siteFixture({
  client: defaultClient({ name: 'Sharp Cuts', mobile_home_zip: '78701', mobile_home_zip_radius: 15 }),
  main_site_variables: defaultMainSiteVariables({ display_location_section: 1, mobile_only_display_map: 'map' }),
});

const meta = {
  title: 'Sections/Location',
  component: LocationSection,
  args: { section: locationSection([storefront]), site, mode: 'view', hrefFor: identityHref },
} satisfies Meta<typeof LocationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Physical: Story = {};
export const PhysicalWithMap: Story = {
  args: { section: locationSection([storefront], { img_url: placeholderImage('Map', '#9cc5c9', '#e8f1f2') }) },
};
/** Design 1: the service radius drawn inline, no map tiles. */
export const MobileOnly: Story = { args: { section: locationSection([mobileArea]) } };
export const VirtualOnly: Story = { args: { section: locationSection([virtualArea]) } };
export const MobileAndVirtual: Story = { args: { section: locationSection([mobileArea, virtualArea]) } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultMainSiteVariables } from '@vitrina/core-model';
import { fullSiteFixture, headerSection, navOf } from '../testing/fixtures.js';
import { placeholderImage } from '../testing/placeholder-image.js';
import { SiteHeader } from './site-header.js';

const meta = {
  title: 'Sections/Header',
  component: SiteHeader,
  args: { site: fullSiteFixture(), section: headerSection, onContact: () => undefined },
  parameters: { docs: { description: { component: 'Below 768 px the nav folds behind the Menu button (resize the canvas).' } } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every nav item type of spec §2. */
export const AllNavTypes: Story = {};
export const ImageLogo: Story = {
  args: {
    site: fullSiteFixture({
      main_site_variables: defaultMainSiteVariables({
        logo_preference: 'image',
        logo_url: placeholderImage('LOGO', '#1f3b57', '#4a7aa8', 320, 96),
      }),
      nav: navOf(['home', 'about', 'contact']),
    }),
  },
};
export const OnPrimaryColour: Story = { args: { section: { ...headerSection, bg_color: '#1f3b57' } } };
export const FewItems: Story = { args: { site: fullSiteFixture({ nav: navOf(['home', 'contact']) }), section: undefined } };

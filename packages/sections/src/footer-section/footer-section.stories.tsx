import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultClient } from '@vitrina/core-model';
import { identityHref } from '../section-props.js';
import { footerSection, siteFixture } from '../testing/fixtures.js';
import { FooterSection } from './footer-section.js';

const meta = {
  title: 'Sections/Footer',
  component: FooterSection,
  args: { section: footerSection, site: siteFixture(), mode: 'view', hrefFor: identityHref },
} satisfies Meta<typeof FooterSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
export const AllNetworks: Story = {
  args: {
    site: siteFixture({
      social: {
        facebook: 'facebook.com/sharpcuts',
        instagram: 'instagram.com/sharpcuts',
        twitter: 'x.com/sharpcuts',
        linkedin: 'linkedin.com/company/sharpcuts',
        youtube: 'youtube.com/@sharpcuts',
        tiktok: 'tiktok.com/@sharpcuts',
        yelp: 'yelp.com/biz/sharpcuts',
      },
    }),
  },
};
export const NoPhoneNoSocial: Story = { args: { site: siteFixture({ client: defaultClient({ name: 'Sharp Cuts' }), social: {} }) } };

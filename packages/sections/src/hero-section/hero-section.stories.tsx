import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSection } from '@vitrina/core-model';
import { identityHref } from '../section-props.js';
import { heroSection, siteFixture } from '../testing/fixtures.js';
import { HeroSection } from './hero-section.js';

const meta = {
  title: 'Sections/Hero',
  component: HeroSection,
  args: { section: heroSection, site: siteFixture(), mode: 'view', hrefFor: identityHref },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const ColourOnly: Story = { args: { section: { ...heroSection, bg_img_url: null, bg_color: '#b8336a' } } };
/** A fresh template section: every text comes from the translated defaults. */
export const TemplateDefaults: Story = { args: { section: defaultSection('hero') } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteSections } from '../site-sections/site-sections.js';
import { templateRootProps } from './template-theme.js';
import { demoProducts, demoSite } from '../testing/demo-site.js';

/**
 * A whole demo site on each catalog template's defaults (fonts: @vitrina/sections/fonts/{id}.css, loaded in
 * preview). One story per catalog JSON; the catalog test fails when a template has none here.
 */
function TemplatePreview({ templateId }: { templateId: number }) {
  const site = demoSite(templateId);
  return (
    <div {...templateRootProps(templateId, site.main_site_variables.primary_color)}>
      <SiteSections site={site} products={demoProducts} onContact={() => undefined} />
    </div>
  );
}

const meta = {
  title: 'Templates/TemplatePreview',
  component: TemplatePreview,
  args: { templateId: 4 },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Template2Blueprint: Story = { args: { templateId: 2 } };
export const Template3Parlor: Story = { args: { templateId: 3 } };
export const Template4Modern: Story = { args: { templateId: 4 } };
export const Template5Editorial: Story = { args: { templateId: 5 } };
export const Template8Heritage: Story = { args: { templateId: 8 } };
export const Template9Atelier: Story = { args: { templateId: 9 } };
export const Template10Journal: Story = { args: { templateId: 10 } };
export const Template11Garden: Story = { args: { templateId: 11 } };
export const Template12Studio: Story = { args: { templateId: 12 } };
export const Template13Alchemist: Story = { args: { templateId: 13 } };
export const Template14Playful: Story = { args: { templateId: 14 } };
export const Template15Gridline: Story = { args: { templateId: 15 } };
export const Template17Harbor: Story = { args: { templateId: 17 } };
export const Template18Meadow: Story = { args: { templateId: 18 } };
export const Template19Workshop: Story = { args: { templateId: 19 } };
export const Template20Gazette: Story = { args: { templateId: 20 } };

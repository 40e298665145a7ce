import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteSections } from '../site-sections/site-sections.js';
import { templateRootProps } from './template-theme.js';
import { demoProducts, demoSite } from '../testing/demo-site.js';

/** A whole demo site on each template's defaults (fonts: @vitrina/sections/fonts/{id}.css, loaded in preview). */
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

export const Template4Montserrat: Story = { args: { templateId: 4 } };
export const Template5Raleway: Story = { args: { templateId: 5 } };
export const Template9Philosopher: Story = { args: { templateId: 9 } };
export const Template14Pacifico: Story = { args: { templateId: 14 } };

// Design → Templates (issue 16). The thumbnails and the live preview frame the business's own site
// (`/?builder_id=…&template_id=…` on its host), which Storybook does not serve: here they show Storybook's own page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultTemplateRef } from '@vitrina/core-model';
import { CLIENT_ID, bistroDraft, bistroSite } from '../../testing/fixtures.js';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { TemplatesScreen } from './templates-screen.js';

const templates = [
  { id: 4, slug: 'modern', name: 'Modern', font: 'Montserrat', primary_color: '#1f3b57' },
  { id: 2, slug: 'blueprint', name: 'Blueprint', font: null, primary_color: '#0b3d91' },
  { id: 8, slug: 'heritage', name: 'Heritage', font: 'Libre Baskerville', primary_color: '#7a1f2b' },
  { id: 14, slug: 'playful', name: 'Playful', font: 'Pacifico', primary_color: '#b8336a' },
];
const draft = bistroDraft({ data: bistroSite({ template: defaultTemplateRef({ id: 4, url: '/assets/templates/4/' }) }) });
const routes = {
  'GET /api/templates': { templates },
  [`POST /api/client/${CLIENT_ID}/builder-session`]: { builder_id: 'client-11-story' },
  [`GET /api/client/${CLIENT_ID}/websitedata/draft`]: draft,
};

const meta: Meta<typeof TemplatesScreen> = {
  title: 'Back office/Templates',
  component: TemplatesScreen,
  args: { clientId: CLIENT_ID },
};

export default meta;
type Story = StoryObj<typeof TemplatesScreen>;

/** The template in use first, every other one with "Use this template". */
export const Gallery: Story = { decorators: [withStoryRoutes(routes)] };

/** The list of templates could not be loaded: the message and Try again. */
export const LoadFailed: Story = { decorators: [withStoryRoutes({ ...routes, 'GET /api/templates': FAILED_ANSWER })] };

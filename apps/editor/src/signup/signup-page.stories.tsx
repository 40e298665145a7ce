// The sign-up wizard (issue 16) at a few of its steps, its answers kept in memory instead of localStorage.
// The template step's previews frame `/?wizard_session_id=…` on the provider's host, which Storybook does not
// serve: there they show Storybook's own page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryRoutes } from '../testing/story-editor.js';
import { SignupPage } from './signup-page.js';
import { WIZARD_STORAGE_KEY } from './wizard-storage.js';
import type { StoredWizard } from './wizard-storage.js';
import { emptyWizardValues } from './wizard-values.js';

/** A storage holding one wizard, as a reload finds it. */
function memoryStorage(wizard: StoredWizard | null) {
  const items = new Map<string, string>(wizard ? [[WIZARD_STORAGE_KEY, JSON.stringify(wizard)]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const spanishSalon: StoredWizard['values'] = {
  ...emptyWizardValues('es'),
  business_name: 'Peluquería Sol',
  industry_id: '1',
  country: 'ES',
  address1: 'Calle Mayor 1',
  city: 'Madrid',
  postal_code: '28013',
  tagline_text: 'Cortes con estilo',
  hero_subtext: 'En el centro de Madrid',
  about_us_text: 'Somos una peluquería de barrio.',
  services: [
    { name: 'Corte', price: '25', duration_minutes: '30' },
    { name: 'Tinte', price: '60', duration_minutes: '90' },
  ],
  template_id: '4',
  email: 'hola@peluqueriasol.es',
  subdomain: 'peluqueria-sol',
};

const routes = {
  'GET /api/templates': {
    templates: [
      { id: 4, slug: 'modern', name: 'Modern', font: 'Montserrat', primary_color: '#1f3b57' },
      { id: 8, slug: 'heritage', name: 'Heritage', font: 'Libre Baskerville', primary_color: '#7a1f2b' },
    ],
  },
  'POST /api/wizard/session': { id: 'story-session' },
  'PUT /api/wizard/session/story-session': { id: 'story-session' },
  'GET /api/signup/subdomain': {
    subdomain: 'peluqueria-sol',
    available: true,
    problem: null,
    site_url: 'http://peluqueria-sol.localhost:8080/',
  },
};

const meta: Meta<typeof SignupPage> = {
  title: 'Sign-up/Wizard',
  component: SignupPage,
  decorators: [withStoryRoutes(routes)],
  args: { browserLanguage: 'en' },
};

export default meta;
type Story = StoryObj<typeof SignupPage>;

/** A first visit: step 1 of 7, nothing answered yet. */
export const FirstStep: Story = { args: { storage: memoryStorage(null) } };

/** A business in Madrid at its services: prices in euros. */
export const ServicesInEuros: Story = { args: { storage: memoryStorage({ step: 'services', values: spanishSalon, sessionId: null }) } };

/** Every answer once more before the sign-up is sent. */
export const Review: Story = { args: { storage: memoryStorage({ step: 'review', values: spanishSalon, sessionId: null }) } };

// The sign-up wizard in the editor app (issue 16): steps judged one at a time, industry defaults, the
// answers kept in localStorage (never the password), and the sign-up's answers: 201 goes to the new
// site's /admin, 409 goes back to the field with its message, 429 says so.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../testing/mock-api.js';
import type { Handler } from '../testing/mock-api.js';
import { renderEditor } from '../testing/render-editor.js';
import { WIZARD_STORAGE_KEY, saveWizard } from './wizard-storage.js';
import { emptyWizardValues } from './wizard-values.js';

const templates: Handler = () =>
  json({
    templates: [
      { id: 4, slug: 'coastal', name: 'Coastal', font: 'Lora', primary_color: '#123456' },
      { id: 5, slug: 'bold', name: 'Bold', font: null, primary_color: '#654321' },
    ],
  });

const subdomainCheck: Handler = (request) => {
  const name = new URL(request.url).searchParams.get('name') ?? '';
  const taken = name === 'bistro';
  return json({
    subdomain: name,
    available: !taken,
    problem: taken ? 'taken' : null,
    site_url: taken ? null : `http://${name}.localhost:8080/`,
  });
};

const api = (signup: Handler): Record<string, Handler> => ({
  'GET /api/templates': templates,
  'POST /api/wizard/session': () => json({ id: 'sess-1' }, 201),
  'PUT /api/wizard/session/sess-1': () => json({ id: 'sess-1' }),
  'GET /api/signup/subdomain': subdomainCheck,
  'POST /api/signup': signup,
});

const answered = {
  ...emptyWizardValues('en'),
  business_name: 'Luna Salon',
  industry_id: '1',
  postal_code: '78701',
  services: [{ name: 'Haircut', price: '35', duration_minutes: '45' }],
  template_id: '5',
  email: 'owner@luna.test',
  subdomain: 'luna-salon',
};

beforeEach(() => {
  localStorage.clear();
});

describe('the sign-up wizard at /signup', () => {
  it('judges step 1 before going on, then fills the look with the industry defaults', async () => {
    const user = userEvent.setup();
    renderEditor({ path: '/signup', api: api(() => json({}, 500)) });
    await screen.findByRole('heading', { level: 2, name: 'Your business' }, { timeout: 15_000 });
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose the kind of business.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your business' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Business name/), 'Luna Salon');
    await user.selectOptions(screen.getByLabelText(/Kind of business/), 'Beauty salon');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const location = await screen.findByRole('heading', { level: 2, name: 'Where you work' });
    await waitFor(() => expect(location).toHaveFocus());

    await user.type(screen.getByLabelText(/Zip code/), '78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Look and texts' });
    expect(screen.getByLabelText('Tagline')).toHaveValue('Look and feel your best');

    // Kept for a reload, with the step.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}')).toMatchObject({ step: 'look' }));
  });

  it('finishes: a taken sub-domain goes back to the account step with its message, then 201 opens /admin', async () => {
    saveWizard(localStorage, { step: 'account', values: answered, sessionId: 'sess-1' });
    let attempts = 0;
    const signup: Handler = () => {
      attempts += 1;
      if (attempts === 1)
        return json(
          { error: { code: 'subdomain_taken', message: 'taken', fields: { subdomain: 'validation:signup.subdomainTaken' } } },
          409,
        );
      return json(
        {
          client_id: 9,
          subdomain: 'luna-salon-2',
          site_url: 'http://luna-salon-2.localhost:8080/',
          admin_url: 'http://luna-salon-2.localhost:8080/admin',
          trial_ends_at: '2026-12-10T00:00:00.000Z',
        },
        201,
      );
    };
    const user = userEvent.setup();
    const view = renderEditor({ path: '/signup', api: api(signup) });
    await screen.findByRole('heading', { level: 2, name: 'Your account' }, { timeout: 5_000 });
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('owner@luna.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    expect(await screen.findByText('luna-salon.bistro.localhost:8080 is available.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toContain('luna-salon'));
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).not.toContain('long-enough-1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Review and finish' });
    expect(screen.getByText('Luna Salon')).toBeInTheDocument();
    expect(await screen.findByText('Bold')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my website' }));

    await screen.findByRole('heading', { level: 2, name: 'Your account' });
    expect(await screen.findByText('This address is already taken. Please choose another one.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('long-enough-1');

    await user.clear(screen.getByLabelText(/Website address/));
    await user.type(screen.getByLabelText(/Website address/), 'luna-salon-2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Review and finish' });
    await user.click(screen.getByRole('button', { name: 'Create my website' }));
    await waitFor(() => expect(view.leave).toHaveBeenCalledWith('http://luna-salon-2.localhost:8080/admin'));
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    const sent = (await view.api.calls('POST /api/signup')[1]?.json()) as Record<string, unknown>;
    expect(sent).toMatchObject({
      business_name: 'Luna Salon',
      industry_id: 1,
      template_id: 5,
      subdomain: 'luna-salon-2',
      wizard_session_id: 'sess-1',
    });
  });

  it('says so when sign-ups from this connection are too many, and keeps everything', async () => {
    saveWizard(localStorage, { step: 'review', values: { ...answered, password: '' }, sessionId: null });
    const user = userEvent.setup();
    renderEditor({ path: '/signup', api: api(() => json({ error: { code: 'rate_limited', message: 'slow down' } }, 429)) });
    await screen.findByRole('heading', { level: 2, name: 'Review and finish' });
    await user.click(screen.getByRole('button', { name: 'Create my website' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from your connection.');
    expect(screen.getByRole('heading', { level: 2, name: 'Review and finish' })).toBeInTheDocument();
  });

  it('prices are in the currency of the business’s country, on the services step and in the review', async () => {
    const spanish = {
      ...answered,
      country: 'ES',
      postal_code: '28004',
      services: [{ name: 'Corte', price: '1234.5', duration_minutes: '45' }],
    };
    saveWizard(localStorage, { step: 'review', values: { ...spanish, password: '' }, sessionId: null });
    const user = userEvent.setup();
    renderEditor({ path: '/signup', api: api(() => json({}, 500)) });
    await screen.findByRole('heading', { level: 2, name: 'Review and finish' });
    expect(screen.getByText('Corte · €1,234.50 · 45 min')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change: Your services' }));
    expect(await screen.findByLabelText('Price (€)')).toHaveValue('1234.5');
  });

  // Issue 26: a business in Spain was asked its service radius in miles.
  it('asks the service radius in kilometres once the country is Spain, keeping the distance meant (es)', async () => {
    const mobile = { ...answered, language: 'es' as const, goes_to_customers: true, postal_code: '28004' };
    saveWizard(localStorage, { step: 'location', values: { ...mobile, password: '' }, sessionId: null });
    const user = userEvent.setup();
    renderEditor({ path: '/signup?lang=es', api: api(() => json({}, 500)) });
    await screen.findByRole('heading', { level: 2, name: 'Dónde trabajas' }, { timeout: 15_000 });
    expect(screen.getByLabelText('Radio de servicio (millas)')).toHaveValue('50');
    await user.selectOptions(screen.getByLabelText(/^País/), 'ES');
    expect(await screen.findByLabelText('Radio de servicio (km)')).toHaveValue('80');
    expect(screen.queryByText(/millas/)).toBeNull();
  });

  it('reviews and sends a radius typed in kilometres: 15 km is sent as miles (es)', async () => {
    const madrid = {
      ...answered,
      language: 'es' as const,
      goes_to_customers: true,
      country: 'ES',
      postal_code: '28004',
      radius_miles: '15',
    };
    saveWizard(localStorage, { step: 'review', values: { ...madrid, password: 'long-enough-1' }, sessionId: null });
    const user = userEvent.setup();
    const view = renderEditor({ path: '/signup?lang=es', api: api(() => json({}, 500)) });
    await screen.findByRole('heading', { level: 2, name: 'Revisar y terminar' }, { timeout: 15_000 });
    expect(screen.getByText('A menos de 15 kilómetros de 28004')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear mi sitio web' }));
    await waitFor(() => expect(view.api.calls('POST /api/signup')).toHaveLength(1));
    const sent = (await view.api.calls('POST /api/signup')[0]!.json()) as { radius_miles: number };
    expect(sent.radius_miles).toBeCloseTo(9.32, 2);
  });

  it('speaks Spanish with ?lang=es', async () => {
    renderEditor({ path: '/signup?lang=es', api: api(() => json({}, 500)) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu negocio' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 7')).toBeInTheDocument();
    expect(screen.getByLabelText(/Idioma de tu sitio web/)).toHaveValue('es');
  });
});

// The Forms screen's responses against a fake owner API (contract customer-forms.ts): the list filtered by a
// customer (?customer=uuid) and by form; one response with its answers as the customer gave them (checkbox
// Yes, a date in the business's language) and its file downloaded with the owner's token; axe.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { CUSTOMER_UUID, FILE_ID, RESPONSE_UUID, dietForm, fileUrl, formsServer, responsesUrl } from './forms-fixtures.js';
import { FormsScreen } from './forms-screen.js';

afterEach(() => vi.restoreAllMocks());

describe('Forms screen: responses', () => {
  it('lists one customer’s responses and filters them by form', async () => {
    const { api, path } = renderWithEditor(<FormsScreen clientId={CLIENT_ID} />, {
      path: `/manage/forms/responses?customer=${CUSTOMER_UUID}`,
      api: formsServer([dietForm()]),
    });
    const user = userEvent.setup();
    const rows = within(await screen.findByRole('list', { name: 'Responses' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Ana Pérez');
    expect(rows[0]).toHaveTextContent('Dietary needs');
    expect(screen.getByText('Showing one customer’s responses.')).toBeInTheDocument();
    expect(new URL(api.calls(`GET ${responsesUrl}`)[0]!.url).searchParams.get('customer')).toBe(CUSTOMER_UUID);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Form' }), await screen.findByRole('option', { name: 'Dietary needs' }));
    await waitFor(() => expect(api.calls(`GET ${responsesUrl}`).some((r) => new URL(r.url).searchParams.get('form') === '1')).toBe(true));
    await user.click(screen.getByRole('link', { name: 'Open the response of Ana Pérez to Dietary needs' }));
    expect(path()).toBe(`/manage/forms/responses/${RESPONSE_UUID}`);
  });

  it('shows the answers as given and downloads the file with the owner’s token', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:kitchen');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('kitchen.jpg');
    });
    const { api, container } = renderWithEditor(<FormsScreen clientId={CLIENT_ID} businessLocale="es" />, {
      path: `/manage/forms/responses/${RESPONSE_UUID}`,
      api: formsServer([dietForm()]),
    });
    const user = userEvent.setup();
    const article = await screen.findByRole('article', { name: 'Dietary needs' });
    const answer = (label: string) => within(article).getByText(label).closest('div')!;
    expect(answer('Diet')).toHaveTextContent('Vegan');
    expect(answer('Allergies')).toHaveTextContent('Peanuts Shellfish');
    expect(answer('I confirm the details')).toHaveTextContent('Yes');
    expect(answer('Preferred day')).toHaveTextContent('5/4/26');
    expect(answer('Photo of the kitchen')).toHaveTextContent('kitchen.jpg244.1 kB');
    expect(within(article).getByRole('link', { name: 'All responses of this customer' })).toHaveAttribute(
      'href',
      `/manage/forms/responses?customer=${CUSTOMER_UUID}`,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);

    await user.click(within(article).getByRole('button', { name: 'Download kitchen.jpg' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const [request] = api.calls(`GET ${fileUrl(FILE_ID)}`);
    expect(request!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await created.mock.calls[0]![0].text()).toBe('jpeg bytes');
  });

  it('says when a file could not be downloaded', async () => {
    const { api } = renderWithEditor(<FormsScreen clientId={CLIENT_ID} />, {
      path: `/manage/forms/responses/${RESPONSE_UUID}`,
      api: formsServer([dietForm()], { [`GET ${fileUrl(FILE_ID)}`]: () => new Response('', { status: 404 }) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download kitchen.jpg' }));
    expect(await screen.findByText('The file could not be downloaded. Please try again.')).toBeInTheDocument();
    expect(api.calls(`GET ${fileUrl(FILE_ID)}`)).toHaveLength(1);
  });
});

// The customer forms pages (spec §2 /forms/customer/{uuid}, …/appointment/{appointment_uuid}, …/form/{form_uuid};
// §5 "Forms: complete all required fields before continuing"; §8 "something went wrong, please contact support;
// failed to upload file") against a fake API that completes forms in order like the real one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, uploaded } from '../../features/customer-forms/fake-xhr.test-data.js';
import { renderSite } from '../../testing/render-site.js';
import { APPOINTMENT, CUSTOMER, INTAKE, WAIVER, fakeFormsApi } from './forms-fixture.test-data.js';

const pendingPath = `/forms/customer/${CUSTOMER}`;
const formUrl = (form: string) => `${pendingPath}/form/${form}`;
const noViolations = async () => {
  const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
};

afterEach(() => vi.unstubAllGlobals());

describe('pending forms page', () => {
  it('greets the customer, lists the forms to fill with their appointment date and starts at the first', async () => {
    const view = renderSite(pendingPath, { api: fakeFormsApi().api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your forms' })).toBeInTheDocument();
    expect(screen.getByText('Hi Ana,')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'To fill in' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dietary needsTell us what to cook.Forms for your appointment on 3/14/26', 'Waiver']);
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', formUrl(INTAKE));
    expect(screen.queryByRole('heading', { name: 'Completed' })).not.toBeInTheDocument();
    await noViolations();
    expect(view.requests.some((r) => r.includes(`/forms/customer/${CUSTOMER}`))).toBe(true);
  });

  it('with some done: "Next form" and the completed ones listed as done', async () => {
    renderSite(pendingPath, { api: fakeFormsApi({ answered: [INTAKE] }).api });
    expect(await screen.findByRole('link', { name: 'Next form' })).toHaveAttribute('href', formUrl(WAIVER));
    const done = screen.getByRole('region', { name: 'Completed' });
    expect(within(done).getByText('Dietary needs')).toBeInTheDocument();
    expect(within(done).getByText('Sent on 3/2/26')).toBeInTheDocument();
  });

  it('all done: "All your forms are complete"', async () => {
    renderSite(pendingPath, { api: fakeFormsApi({ answered: [INTAKE, WAIVER] }).api });
    expect(await screen.findByRole('heading', { level: 2, name: 'All your forms are complete' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start|Next form/ })).not.toBeInTheDocument();
  });

  it('an appointment: only its forms, its date in the title', async () => {
    renderSite(`${pendingPath}/appointment/${APPOINTMENT}`, { api: fakeFormsApi().api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms for your appointment on 3/14/26' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'To fill in' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it.each([
    ['another business’s customer', `/forms/customer/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a`],
    ['an unknown appointment', `${pendingPath}/appointment/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a`],
    ['a malformed uuid', '/forms/customer/not-a-uuid'],
  ])('%s: "We couldn\'t find these forms"', async (_name, path) => {
    renderSite(path, { api: fakeFormsApi().api });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find these forms" })).toBeInTheDocument();
  });

  it('Spanish; a failing API says §8 "Algo salió mal, comunícate con soporte."', async () => {
    const fake = fakeFormsApi();
    fake.failWith(503);
    renderSite(pendingPath, { api: fake.api, sub: 'salon', locale: 'es' });
    expect(await screen.findByText('Algo salió mal, comunícate con soporte.', undefined, { timeout: 5000 })).toBeInTheDocument();
    fake.failWith(null);
    // A fetch still running keeps the button busy (it ignores a click then): click once it is idle.
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus formularios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar' })).toBeInTheDocument();
  });
});

describe('one form page', () => {
  it('keyboard: empty submit shows the §5 message and each error, focus on the first; filled, it is sent and the next form opens', async () => {
    const user = userEvent.setup();
    const fake = fakeFormsApi();
    renderSite(formUrl(INTAKE), { api: fake.api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dietary needs' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveAccessibleDescription('As on your ID.');
    expect(screen.getByRole('group', { name: /Diet/ })).toHaveAccessibleDescription('Pick one.');
    await noViolations();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please complete all required fields before continuing.')).toHaveAttribute('role', 'alert');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('As on your ID. This field is required.');
    expect(screen.getByText('Check this box to continue.')).toBeInTheDocument();
    expect(fake.posts).toEqual([]);

    await user.keyboard('Ana <b>Ruiz</b>');
    await user.tab();
    await user.keyboard('No nuts');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Omnivore' })).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    await user.type(screen.getByLabelText('Preferred day'), '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiver' })).toHaveFocus();
    expect(fake.posts).toEqual([
      {
        form: INTAKE,
        body: {
          answers: { name: 'Ana Ruiz', notes: 'No nuts', diet: 'Omnivore', ok: true, day: '2026-03-20', photo: [] },
          appointment_uuid: APPOINTMENT,
        },
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All your forms are complete' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your forms' })).toHaveFocus();
  });

  it('a file uploads with a progress bar, is listed with Remove, and its id is sent; submit waits while it uploads', async () => {
    const user = userEvent.setup();
    const sent = stubXhr();
    const fake = fakeFormsApi();
    renderSite(formUrl(INTAKE), { api: fake.api });
    const input = await screen.findByLabelText(/Photo of your kitchen/);
    await user.upload(input, new File(['abcd'], 'kitchen.png', { type: 'image/png' }));
    expect(sent[0]?.url).toBe(`/api/client/7/forms/customer/${CUSTOMER}/form/${INTAKE}/uploads?field=photo`);
    sent[0]?.reportProgress(1, 4);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading kitchen.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByText('25%')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ana');
    await user.click(screen.getByRole('radio', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please wait until your files finish uploading.')).toBeInTheDocument();
    expect(fake.posts).toEqual([]);

    sent[0]?.respond(201, uploaded('5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', 'photo', 'kitchen.png'));
    expect(await screen.findByRole('button', { name: 'Remove kitchen.png' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await noViolations();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Waiver' });
    expect(fake.posts[0]?.body).toMatchObject({ answers: { photo: ['5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a'] } });
  });

  it('§8 a refused upload says "Failed to upload file" with the reason; the field stays usable and Remove clears it', async () => {
    // The picker offers only accepted types; the server still judges the bytes.
    const user = userEvent.setup({ applyAccept: false });
    const sent = stubXhr();
    renderSite(formUrl(INTAKE), { api: fakeFormsApi().api });
    const input = await screen.findByLabelText(/Photo of your kitchen/);
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    sent[0]?.respond(415, { error: { code: 'file_type' } });
    expect(await screen.findByText('Failed to upload file. This type of file is not accepted.')).toHaveAttribute('role', 'alert');
    await user.upload(input, new File(['abcd'], 'ok.png', { type: 'image/png' }));
    sent[1]?.respond(413, { error: { code: 'file_too_large' } });
    expect(await screen.findByText('Failed to upload file. It is larger than 10 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove tool.exe' }));
    expect(screen.queryByText(/This type of file/)).not.toBeInTheDocument();
    expect(input).not.toBeDisabled();
  });

  it('a form answered already: "You already sent this form" and the way to the next one', async () => {
    renderSite(formUrl(INTAKE), { api: fakeFormsApi({ answered: [INTAKE] }).api });
    expect(await screen.findByRole('heading', { level: 2, name: 'You already sent this form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Next form' })).toHaveAttribute('href', formUrl(WAIVER));
    expect(screen.getByRole('link', { name: 'Back to your forms' })).toHaveAttribute('href', `${pendingPath}/appointment/${APPOINTMENT}`);
  });

  it('Spanish: a failed send says §8 "Algo salió mal, comunícate con soporte." and keeps the answers', async () => {
    const user = userEvent.setup();
    const fake = fakeFormsApi();
    renderSite(formUrl(WAIVER), { api: fake.api, sub: 'salon', locale: 'es' });
    const field = await screen.findByRole('textbox', { name: /Full name/ });
    await user.type(field, 'Ana Ruiz');
    fake.failWith(500);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Algo salió mal, comunícate con soporte.')).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue('Ana Ruiz');
  });

  it('an unknown form: "We couldn\'t find these forms"', async () => {
    renderSite(formUrl('9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'), { api: fakeFormsApi().api });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find these forms" })).toBeInTheDocument();
  });
});

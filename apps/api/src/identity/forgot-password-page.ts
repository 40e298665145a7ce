// "Forgot password?" of the built-in provider (issue 28): the form asking the e-mail, and the one answer given
// whatever the address (server-rendered like the sign-in form; no script).
import { escapeHtml, renderPage } from './html-page.js';
import { LOGIN_MESSAGES, type PageLocale } from './login-messages.js';

export type ForgotPasswordError = 'forgotMissingEmail' | 'tooManyAttempts';

export function renderForgotPasswordPage({
  locale,
  action,
  backHref,
  error,
}: {
  locale: PageLocale;
  action: string;
  /** The sign-in form this came from; none: no link back. */
  backHref?: string;
  error?: ForgotPasswordError;
}): string {
  const t = LOGIN_MESSAGES[locale];
  const main = `<h1>${escapeHtml(t.forgotTitle)}</h1>
<p>${escapeHtml(t.forgotIntro)}</p>
${error ? `<p class="error" id="forgot-error" role="alert">${escapeHtml(t[error])}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus${error ? ' aria-invalid="true" aria-describedby="forgot-error"' : ''}>
<button type="submit">${escapeHtml(t.forgotSubmit)}</button>
</form>${backLink(locale, backHref)}`;
  return renderPage({ lang: locale, title: t.forgotTitle, main });
}

/** The same page for every address: "If an account exists for that address, we sent a link". */
export function renderForgotPasswordSentPage(locale: PageLocale, backHref?: string): string {
  const t = LOGIN_MESSAGES[locale];
  const main = `<h1>${escapeHtml(t.forgotSentTitle)}</h1>
<p role="status">${escapeHtml(t.forgotSentText)}</p>${backLink(locale, backHref)}`;
  return renderPage({ lang: locale, title: t.forgotSentTitle, main });
}

function backLink(locale: PageLocale, href?: string): string {
  return href ? `\n<p><a href="${escapeHtml(href)}">${escapeHtml(LOGIN_MESSAGES[locale].backToSignIn)}</a></p>` : '';
}

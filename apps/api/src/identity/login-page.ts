// The sign-in form of the built-in provider (server-rendered; works without script).
import { escapeHtml, renderPage } from './html-page.js';
import { LOGIN_MESSAGES, type PageLocale } from './login-messages.js';

export type LoginError = 'invalidCredentials' | 'missingFields' | 'tooManyAttempts';

export interface LoginPageInput {
  locale: PageLocale;
  /** Where the form posts: the interaction's login endpoint. */
  action: string;
  /** The "Forgot password?" page (forgot-password-routes.ts); none: no link. */
  forgotHref?: string;
  email?: string;
  error?: LoginError;
}

export function renderLoginPage({ locale, action, email = '', error, forgotHref }: LoginPageInput): string {
  const t = LOGIN_MESSAGES[locale];
  // The error names neither field: it must not tell which of the two was wrong.
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const main = `<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro)}</p>
${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(t[error])}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required${error ? '' : ' autofocus'} value="${escapeHtml(email)}"${invalid}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' autofocus' : ''}${invalid}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>${forgotHref ? `\n<p><a href="${escapeHtml(forgotHref)}">${escapeHtml(t.forgotPasswordLink)}</a></p>` : ''}`;
  return renderPage({ lang: locale, title: t.signInTitle, main });
}

export function renderMessagePage(locale: PageLocale, title: string, text: string, extra = ''): string {
  return renderPage({ lang: locale, title, main: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>${extra}` });
}

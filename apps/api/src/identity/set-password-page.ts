// The set-password page of the built-in provider: a person the owner added to the team opens the one-time
// link and chooses a password (server-rendered like the sign-in form; no script).
import { escapeHtml, renderPage } from './html-page.js';
import { LOGIN_MESSAGES, type PageLocale } from './login-messages.js';

/** NIST SP 800-63B §5.1.1.2: at least 8 characters; the upper bound only keeps hashing cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export type SetPasswordError = 'passwordTooShort' | 'passwordTooLong' | 'passwordsDiffer' | 'tooManyAttempts';

const withMin = (text: string) => text.replace('{min}', String(PASSWORD_MIN_LENGTH));

/** The first rule the two entries break, or null. Length counts characters (code points), not UTF-16 units. */
export function passwordError(password: string, repeated: string): SetPasswordError | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return password === repeated ? null : 'passwordsDiffer';
}

export function renderSetPasswordPage({ locale, action, error }: { locale: PageLocale; action: string; error?: SetPasswordError }): string {
  const t = LOGIN_MESSAGES[locale];
  const invalid = error && error !== 'tooManyAttempts' ? ' aria-invalid="true"' : '';
  const main = `<h1>${escapeHtml(t.setPasswordTitle)}</h1>
<p>${escapeHtml(t.setPasswordIntro)}</p>
${error ? `<p class="error" id="password-error" role="alert">${escapeHtml(withMin(t[error]))}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="password">${escapeHtml(t.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" autofocus aria-describedby="password-rule${error ? ' password-error' : ''}"${invalid}>
<p class="hint" id="password-rule">${escapeHtml(withMin(t.passwordRule))}</p>
<label for="password2">${escapeHtml(t.repeatPassword)}</label>
<input id="password2" name="password2" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"${invalid}>
<button type="submit">${escapeHtml(t.setPasswordSubmit)}</button>
</form>`;
  return renderPage({ lang: locale, title: t.setPasswordTitle, main });
}

/** "Password set — sign in", with the link to the back office (`signInHref`, on the host the link was opened on). */
export function renderPasswordSetPage(locale: PageLocale, signInHref: string): string {
  const t = LOGIN_MESSAGES[locale];
  const main = `<h1>${escapeHtml(t.passwordSetTitle)}</h1>
<p>${escapeHtml(t.passwordSetText)}</p>
<p><a class="button" href="${escapeHtml(signInHref)}">${escapeHtml(t.signInLink)}</a></p>`;
  return renderPage({ lang: locale, title: t.passwordSetTitle, main });
}

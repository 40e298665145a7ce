// The set-password page of the built-in provider: a person the owner added to the team opens the one-time
// link and chooses a password (server-rendered like the sign-in form; no script).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@vitrina/validation';
import { escapeHtml, renderPage } from './html-page.js';
import { LOGIN_MESSAGES, type PageLocale } from './login-messages.js';

/** The password rule of @vitrina/validation (password.ts), the sign-up's too: length, then the common-password lists. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export type SetPasswordError = 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon' | 'passwordsDiffer' | 'tooManyAttempts';

const BY_PROBLEM = { tooShort: 'passwordTooShort', tooLong: 'passwordTooLong', common: 'passwordCommon' } as const;

const withMin = (text: string) => text.replace('{min}', String(PASSWORD_MIN_LENGTH));

/**
 * The first rule the two entries break, or null. Length counts characters (code points), not UTF-16 units;
 * `knownWords` (the person's e-mail, name) count as easy to guess.
 */
export async function passwordError(
  password: string,
  repeated: string,
  knownWords: readonly string[] = [],
): Promise<SetPasswordError | null> {
  const problem = await passwordProblem(password, knownWords);
  if (problem) return BY_PROBLEM[problem];
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

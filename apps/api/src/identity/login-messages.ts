// Texts of the built-in provider's pages, English and Spanish (spec: the product speaks en and es).
// Kept here rather than in @vitrina/i18n: these pages belong to the development identity provider,
// which a production deployment replaces with its own.

export type PageLocale = 'en' | 'es';

export const LOGIN_MESSAGES = {
  en: {
    signInTitle: 'Sign in to Vitrina',
    signInIntro: 'Sign in to edit your website.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    invalidCredentials: 'The email or password is incorrect.',
    missingFields: 'Enter your email and password.',
    tooManyAttempts: 'Too many failed attempts. Try again in a few minutes.',
    errorTitle: 'Something went wrong',
    errorText: 'The sign-in request could not be completed. Go back to your site and try again.',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out of Vitrina?',
    signOutYes: 'Yes, sign me out',
    signOutNo: 'No, stay signed in',
    signedOutTitle: 'Signed out',
    signedOutText: 'You have signed out of Vitrina.',
    setPasswordTitle: 'Choose your password',
    setPasswordIntro: 'Choose the password you will sign in to Vitrina with.',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    passwordRule: 'At least {min} characters, and not a common or easy to guess password.',
    setPasswordSubmit: 'Set password',
    passwordTooShort: 'The password needs at least {min} characters.',
    passwordTooLong: 'The password is too long.',
    passwordCommon:
      'This password is too common or too easy to guess. Choose a longer one, for example a few words that do not belong together.',
    passwordsDiffer: 'The two passwords are not the same.',
    passwordSetTitle: 'Password set',
    passwordSetText: 'Your password is set. You can now sign in.',
    signInLink: 'Sign in',
    linkUnusableTitle: 'This link cannot be used',
    linkUsed: 'This link has already been used. Sign in with your password, or use "Forgot password?" on the sign-in page.',
    linkExpired: 'This link has expired. Use "Forgot password?" on the sign-in page, or ask the owner of the business for a new link.',
    linkUnknown: 'This link is not valid. Check that you copied all of it, or ask the owner of the business for a new link.',
    forgotPasswordLink: 'Forgot password?',
    forgotTitle: 'Forgot your password?',
    forgotIntro: 'Enter the email you sign in with. If it belongs to an account, we will send it a link to choose a new password.',
    forgotSubmit: 'Send me a link',
    forgotSentTitle: 'Check your email',
    forgotSentText: 'If an account exists for that address, we sent a link to it. The link works once, for 1 hour.',
    forgotMissingEmail: 'Enter your email.',
    backToSignIn: 'Back to sign in',
    emailConfirmedTitle: 'Email confirmed',
    emailConfirmedText: 'Thank you: your email address is confirmed.',
    confirmLinkUsed: 'This link has already been used. If your address is not confirmed yet, send a new link from your back office.',
    confirmLinkExpired: 'This link has expired. Send a new one from the banner in your back office.',
    confirmLinkUnknown: 'This link is not valid. Check that you copied all of it, or send a new one from your back office.',
  },
  es: {
    signInTitle: 'Inicia sesión en Vitrina',
    signInIntro: 'Inicia sesión para editar tu sitio web.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
    missingFields: 'Escribe tu correo electrónico y tu contraseña.',
    tooManyAttempts: 'Demasiados intentos fallidos. Vuelve a intentarlo en unos minutos.',
    errorTitle: 'Algo salió mal',
    errorText: 'No se pudo completar el inicio de sesión. Vuelve a tu sitio e inténtalo de nuevo.',
    signOutTitle: 'Cerrar sesión',
    signOutQuestion: '¿Quieres cerrar tu sesión de Vitrina?',
    signOutYes: 'Sí, cerrar sesión',
    signOutNo: 'No, mantener la sesión',
    signedOutTitle: 'Sesión cerrada',
    signedOutText: 'Has cerrado tu sesión de Vitrina.',
    setPasswordTitle: 'Elige tu contraseña',
    setPasswordIntro: 'Elige la contraseña con la que iniciarás sesión en Vitrina.',
    newPassword: 'Nueva contraseña',
    repeatPassword: 'Repite la nueva contraseña',
    passwordRule: 'Al menos {min} caracteres, y que no sea una contraseña común o fácil de adivinar.',
    setPasswordSubmit: 'Guardar contraseña',
    passwordTooShort: 'La contraseña necesita al menos {min} caracteres.',
    passwordTooLong: 'La contraseña es demasiado larga.',
    passwordCommon:
      'Esta contraseña es demasiado común o fácil de adivinar. Elige una más larga, por ejemplo unas cuantas palabras que no tengan que ver entre sí.',
    passwordsDiffer: 'Las dos contraseñas no coinciden.',
    passwordSetTitle: 'Contraseña guardada',
    passwordSetText: 'Tu contraseña está guardada. Ya puedes iniciar sesión.',
    signInLink: 'Iniciar sesión',
    linkUnusableTitle: 'Este enlace no se puede usar',
    linkUsed: 'Este enlace ya se usó. Inicia sesión con tu contraseña o usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
    linkExpired:
      'Este enlace caducó. Usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión o pide un enlace nuevo al dueño del negocio.',
    linkUnknown: 'Este enlace no es válido. Comprueba que lo copiaste completo o pide un enlace nuevo al dueño del negocio.',
    forgotPasswordLink: '¿Olvidaste tu contraseña?',
    forgotTitle: '¿Olvidaste tu contraseña?',
    forgotIntro:
      'Escribe el correo electrónico con el que inicias sesión. Si pertenece a una cuenta, le enviaremos un enlace para elegir una contraseña nueva.',
    forgotSubmit: 'Enviarme un enlace',
    forgotSentTitle: 'Revisa tu correo',
    forgotSentText: 'Si existe una cuenta con esa dirección, le enviamos un enlace. El enlace funciona una vez, durante 1 hora.',
    forgotMissingEmail: 'Escribe tu correo electrónico.',
    backToSignIn: 'Volver a iniciar sesión',
    emailConfirmedTitle: 'Correo confirmado',
    emailConfirmedText: 'Gracias: tu dirección de correo está confirmada.',
    confirmLinkUsed: 'Este enlace ya se usó. Si tu dirección aún no está confirmada, envía un enlace nuevo desde tu panel de gestión.',
    confirmLinkExpired: 'Este enlace caducó. Envía uno nuevo desde el aviso de tu panel de gestión.',
    confirmLinkUnknown: 'Este enlace no es válido. Comprueba que lo copiaste completo o envía uno nuevo desde tu panel de gestión.',
  },
} as const satisfies Record<PageLocale, Record<string, string>>;

export type LoginMessages = (typeof LOGIN_MESSAGES)['en'] | (typeof LOGIN_MESSAGES)['es'];

function firstSupported(tags: string[]): PageLocale | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'en' || primary === 'es') return primary;
  }
  return null;
}

/** `ui_locales` (space-separated, in order of preference) wins over Accept-Language; English otherwise. */
export function pickLocale(uiLocales: string | undefined, acceptLanguage: string | undefined): PageLocale {
  const fromUi = uiLocales ? firstSupported(uiLocales.split(/\s+/)) : null;
  if (fromUi) return fromUi;
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSupported(ranked.map((r) => r.tag)) ?? 'en';
}

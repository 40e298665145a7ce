// The password rule, for every place a password is chosen (the sign-up wizard and POST signup, the built-in
// provider's set-password page; docs/decisions.md "Password rule"): 8 to 200 characters (NIST SP 800-63B
// §5.1.1.2; the upper bound keeps hashing cheap) and not common or easy to guess, judged by zxcvbn-ts with its
// kept common-password, name and word lists (score 2 or more: about a million guesses or more), with the
// person's own e-mail, business name and sub-domain counted as known words.
//
// The dictionaries weigh about 1.3 MB: they are imported dynamically, on the first check, so no page carries
// them until a password is judged (the sign-up wizard loads them at its account step; the public site never).
// The length rule is synchronous and light.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's score below which a password is refused (0 = too guessable … 4 = very unguessable). */
export const PASSWORD_MIN_SCORE = 2;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/** Judges a password against the lists; only the length problems are known without them. */
export type PasswordChecker = (password: string, userInputs?: readonly string[]) => PasswordProblem | null;

/** The length rule alone (characters are code points, not UTF-16 units). */
export function passwordLengthProblem(password: string): 'tooShort' | 'tooLong' | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Words the person is known by, for zxcvbn: each input whole, run together (`Luna Nails` → `lunanails`) and by parts. */
function knownWords(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    words.add(value.replace(/@.*$/, '').replace(/[^a-z0-9\u00c0-\u024f]+/g, ''));
    for (const part of value.split(/[^a-z0-9\u00c0-\u024f]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

let loading: Promise<PasswordChecker> | null = null;
let loaded: PasswordChecker | null = null;

/** Loads the lists once (dynamic import) and answers the checker; later calls share it. */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const factory = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    const checker: PasswordChecker = (password, userInputs = []) => {
      const length = passwordLengthProblem(password);
      if (length) return length;
      const { score } = factory.check(password, knownWords(userInputs));
      return score < PASSWORD_MIN_SCORE ? 'common' : null;
    };
    loaded = checker;
    return checker;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The checker if the lists are loaded already, else null (a synchronous validation cannot wait for them). */
export function loadedPasswordChecker(): PasswordChecker | null {
  return loaded;
}

/** The first rule a password breaks, or null: the server's and the browser's one answer. */
export async function passwordProblem(password: string, userInputs: readonly string[] = []): Promise<PasswordProblem | null> {
  return passwordLengthProblem(password) ?? (await loadPasswordChecker())(password, userInputs);
}

// The wizard session the template previews are made from (spec §2 "wizard_session_id with template_id",
// §3 builder data): created once (its id kept with the answers), its answers saved again whenever they
// change while the gallery shows, debounced. A session the API no longer has (expired) is made anew.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateWizardSessionMutation, useSaveWizardSessionMutation } from '@vitrina/api-client/signup';
import type { WizardPreviewBody } from '@vitrina/api-client/signup';

export type WizardSessionState = { status: 'saving' } | { status: 'ready'; id: string; revision: number } | { status: 'failed' };

const SAVE_DELAY_MS = 250;

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export function useWizardSession(body: WizardPreviewBody, sessionId: string | null, onSession: (id: string) => void) {
  const [create] = useCreateWizardSessionMutation();
  const [save] = useSaveWizardSessionMutation();
  const [state, setState] = useState<WizardSessionState>({ status: 'saving' });
  const [attempt, setAttempt] = useState(0);
  const revision = useRef(0);
  const idRef = useRef(sessionId);
  const key = JSON.stringify(body);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setState({ status: 'saving' });
      const answers = JSON.parse(key) as WizardPreviewBody;
      const made = async (): Promise<string> => {
        const id = idRef.current;
        if (id) {
          try {
            await save({ id, body: answers }).unwrap();
            return id;
          } catch (error) {
            if (!isNotFound(error)) throw error;
          }
        }
        const answer = await create(answers).unwrap();
        return answer.id;
      };
      made().then(
        (id) => {
          if (!live) return;
          if (id !== idRef.current) {
            idRef.current = id;
            onSession(id);
          }
          revision.current += 1;
          setState({ status: 'ready', id, revision: revision.current });
        },
        () => {
          if (live) setState({ status: 'failed' });
        },
      );
    }, SAVE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The answers are compared by value (key); onSession is the wizard's setter.
  }, [key, attempt, create, save]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** The site's wizard preview of one template (spec §2), on the provider's own host. */
export function previewUrl(sessionId: string, templateId: number): string {
  return `/?wizard_session_id=${encodeURIComponent(sessionId)}&template_id=${templateId}`;
}

// Storybook frames of the editor (editor-frame.tsx): a store holding a draft whose API answers come from
// `routes` (no network), toasts, a signed-in owner and a memory router. `StoryEditor` wraps any editor
// part (uploads, gallery admin, backups, inbox); `PopupStory` opens one popup through the real PopupHost —
// closing or applying closes it, "Reopen" brings it back.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { WebsiteDraft } from '@vitrina/api-client';
import type { SectionName, SiteData } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import type { PopupComponent, PopupKey, PopupRegistry } from '../popups/popup-contract.js';
import { PopupHost } from '../popups/popup-host.js';
import { openPopup } from '../store/editor-slice.js';
import { useEditorDispatch, useEditorSelector } from '../store/hooks.js';
import type { EditorStore } from '../store/store.js';
import { EditorFrame, frameServices, frameStore } from './editor-frame.js';
import { bistroDraft } from './fixtures.js';
import { storyAuth } from './story-auth.js';

/** `METHOD /api/path` → JSON body (status 200), or a Response. */
export type StoryRoutes = Record<string, unknown>;

// Defaults that keep their identity from one render to the next (a new store or services object otherwise).
const NO_ROUTES: StoryRoutes = {};
const NO_POPUPS: PopupRegistry = {};

function storyFetch(routes: StoryRoutes): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = routes[`${request.method} ${new URL(request.url, window.location.href).pathname}`];
    if (answer instanceof Response) return answer.clone();
    if (answer === undefined) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'story' } }), { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export interface StoryEditorProps {
  routes?: StoryRoutes;
  draft?: WebsiteDraft;
  readOnly?: boolean;
  popups?: PopupRegistry;
  /** Runs on the store before the first render (e.g. opens a popup). */
  setup?: (store: EditorStore) => void;
  children: ReactNode;
}

export function StoryEditor({ routes = NO_ROUTES, draft, readOnly = false, popups = NO_POPUPS, setup, children }: StoryEditorProps) {
  const store = useMemo(() => {
    const created = frameStore({
      apiBaseUrl: '/api',
      getToken: () => storyAuth.accessToken(),
      fetchFn: storyFetch(routes),
      draft,
      readOnly,
    });
    setup?.(created);
    return created;
  }, [routes, draft, readOnly, setup]);
  const services = useMemo(() => frameServices(storyAuth, popups), [popups]);
  return (
    <EditorFrame store={store} services={services}>
      <MemoryRouter initialEntries={['/admin']}>{children}</MemoryRouter>
    </EditorFrame>
  );
}

/**
 * A decorator that runs the story inside a StoryEditor answering `routes`. The routes object is made once,
 * with the story, so the store is not rebuilt on every render.
 */
export function withStoryRoutes(routes: StoryRoutes): Decorator {
  return (Story) => <StoryEditor routes={routes}>{Story()}</StoryEditor>;
}

/** An API call that fails on the server (500 with the API's error shape); the answer is cloned per call. */
export const FAILED_ANSWER = new Response(JSON.stringify({ error: { code: 'internal', message: 'story' } }), { status: 500 });

export interface PopupStoryProps {
  popupKey: PopupKey;
  Popup: PopupComponent;
  /** The section the popup is opened for; null for site-wide and panel popups. */
  sectionIndex?: number | null;
  /** Opens the popup for the draft's first section of this name (instead of `sectionIndex`). */
  sectionName?: SectionName;
  draft?: WebsiteDraft;
  /** Site data to load as the draft (instead of `draft`). */
  site?: SiteData;
  /** A freemium draft (spec §8): the editor opens no popup on one, so the popup is shown by itself. */
  readOnly?: boolean;
  /** Popups the story's popup may open (e.g. the header's "Edit logo"). */
  others?: Partial<Record<PopupKey, PopupComponent>>;
}

function Reopen({ popupKey, sectionIndex }: { popupKey: PopupKey; sectionIndex: number | null }) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const open = useEditorSelector((state) => state.editor.activeSection !== null);
  return open ? null : (
    <Button onClick={() => dispatch(openPopup({ key: popupKey, sectionIndex }))}>
      {t('editor:chrome.editSection', { section: popupKey })}
    </Button>
  );
}

export function PopupStory({
  popupKey,
  Popup,
  sectionIndex = null,
  sectionName,
  draft,
  site,
  readOnly,
  others = NO_POPUPS,
}: PopupStoryProps) {
  const loaded = useMemo(
    () => draft ?? (site ? bistroDraft({ data: site, last_updated: site.last_updated }) : bistroDraft()),
    [draft, site],
  );
  const index = sectionName === undefined ? sectionIndex : loaded.data.sections.findIndex((s) => s.section_name === sectionName);
  const popups = useMemo(() => ({ ...others, [popupKey]: Popup }), [others, popupKey, Popup]);
  const setup = useMemo(() => (store: EditorStore) => store.dispatch(openPopup({ key: popupKey, sectionIndex: index })), [popupKey, index]);
  return (
    <StoryEditor draft={loaded} readOnly={readOnly} popups={popups} setup={setup}>
      {readOnly ? (
        <Popup sectionIndex={index} onClose={() => undefined} />
      ) : (
        <>
          <Reopen popupKey={popupKey} sectionIndex={index} />
          <PopupHost />
        </>
      )}
    </StoryEditor>
  );
}

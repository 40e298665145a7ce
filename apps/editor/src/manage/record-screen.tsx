// What the back office's "one record" views share (/manage/<things>/new, /manage/<things>/{id}): a record just
// created arrives with the navigation, so its form stays on screen while the server's copy loads; then the
// server's copy wins and the handed-over one leaves history (a reload would show it again). Until there is
// something to show: a spinner, "not found", or the load failure with a way to try again. Above it all, the
// screen's heading and the way back to its list.
import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from './screen-frame.js';
import type { ScreenError, ScreenFrameProps } from './screen-frame.js';
import { sectionTexts } from './kit/texts.js';
import type { SectionWith } from './kit/texts.js';

/** The record under `key` in the navigation's state when it is the one asked for, replaced by the server's copy. */
export function useHandedOver<T extends { id: number }>(key: string, id: number | null, fetched: T | undefined): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state as Record<string, T | undefined> | null)?.[key];
  const loaded = fetched !== undefined;
  useEffect(() => {
    if (loaded && location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [loaded, location.state, location.pathname, navigate]);
  return fetched ?? (state && state.id === id ? state : null);
}

export interface RecordScreenProps {
  titleId: string;
  title: string;
  intro: string;
  className: string;
  backTo: string;
  texts: { back: string; loading: string; notFound: string; loadFailed: string; retry: string };
  /** The record's form or view, or null while there is none to show yet. */
  form: ReactNode;
  loading: boolean;
  error: ScreenError;
  onRetry: () => void;
}

export function RecordScreen({ titleId, title, intro, className, backTo, texts, form, loading, error, onRetry }: RecordScreenProps) {
  let body = form;
  if (!form) {
    if (loading) body = <Spinner label={texts.loading} />;
    else if (error && 'status' in error && error.status === 404) body = <p className="vb-state">{texts.notFound}</p>;
    else body = <LoadFailed error={error} message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;
  }
  return (
    <ScreenWithBack titleId={titleId} title={title} intro={intro} className={className} backTo={backTo} backLabel={texts.back}>
      {body}
    </ScreenWithBack>
  );
}

export interface ScreenWithBackProps extends ScreenFrameProps {
  backTo: string;
  backLabel: string;
}

/** A screen under a list (or another screen): its heading, then the link back. */
export function ScreenWithBack({ backTo, backLabel, children, ...frame }: ScreenWithBackProps) {
  return (
    <ScreenFrame {...frame}>
      <Link className="vbl-link vbl-back" to={backTo}>
        {backLabel}
      </Link>
      {children}
    </ScreenFrame>
  );
}

/** What `LoadedRecord` and `OpenRecord` read of a record's query (RTK Query's result). */
export interface RecordQuery<R> {
  data?: R;
  isLoading: boolean;
  isFetching: boolean;
  error?: ScreenError;
  refetch: () => unknown;
}

/** A record's load texts; every section names them alike where it can (`sectionTexts(t, section, LOAD_KEYS)`). */
export const LOAD_KEYS = ['loading', 'loadFailed', 'retry'] as const;
export type LoadTexts = Record<(typeof LOAD_KEYS)[number], string>;

export interface LoadedRecordProps<R> {
  query: RecordQuery<R>;
  texts: LoadTexts;
  /** The record's form or view, once there is one. */
  children: (record: R) => ReactNode;
}

/** One record's query: a spinner, the load failure with a way to try again, or the record (Profile, Settings). */
export function LoadedRecord<R>({ query, texts, children }: LoadedRecordProps<R>) {
  if (query.isLoading) return <Spinner label={texts.loading} />;
  if (!query.data)
    return <LoadFailed error={query.error} message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

const SCREEN_KEYS = ['title', 'intro', ...LOAD_KEYS] as const;

export interface LoadedScreenProps<R> {
  /** The section whose `title`, `intro` and load texts the screen shows (Profile, Settings). */
  section: SectionWith<(typeof SCREEN_KEYS)[number]>;
  titleId: string;
  className: string;
  query: RecordQuery<R>;
  children: (record: R) => ReactNode;
}

/** A screen of one record with nothing else on it: its heading and introduction, then the loaded record's form. */
export function LoadedScreen<R>({ section, titleId, className, query, children }: LoadedScreenProps<R>) {
  const { t } = useTranslation(['manage']);
  const { title, intro, ...load } = sectionTexts(t, section, SCREEN_KEYS);
  return (
    <ScreenFrame titleId={titleId} title={title} intro={intro} className={className}>
      <LoadedRecord query={query} texts={load}>
        {children}
      </LoadedRecord>
    </ScreenFrame>
  );
}

/**
 * The records a list opens on its own screen: the box's class and its Back button's (Orders and Quotes `vo-`,
 * Appointments `va-`), and the keys of Back and the three load texts (each section named them its own way).
 */
const OPENED = {
  order: {
    box: 'vo-detail',
    back: 'vo-back',
    keys: ['manage:orders.back', 'manage:orders.loadingOrder', 'manage:orders.orderFailed', 'manage:orders.retry'],
  },
  quote: {
    box: 'vo-detail',
    back: 'vo-back',
    keys: ['manage:quotes.detail.back', 'manage:quotes.detail.loading', 'manage:quotes.detail.loadFailed', 'manage:quotes.retry'],
  },
  appointment: {
    box: 'va-detail',
    back: 'va-back',
    keys: [
      'manage:appointments.back',
      'manage:appointments.loadingAppointment',
      'manage:appointments.appointmentFailed',
      'manage:appointments.retry',
    ],
  },
} as const;

export interface OpenRecordProps<R extends { id: number }> {
  /** Which record this is: its classes and texts (`OPENED`). */
  kind: keyof typeof OPENED;
  query: RecordQuery<R>;
  onBack: () => void;
  /** The record's view and actions; `headingRef` goes on its heading, focused when a record loads. */
  children: (record: R, headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;
}

/**
 * A record opened from a list on the same screen (an order, a quote, an appointment): the Back button, then
 * the record once loaded (LoadedRecord), whose heading takes the focus each time a record loads. The box is
 * `aria-busy` while the query fetches.
 */
export function OpenRecord<R extends { id: number }>({ kind, query, onBack, children }: OpenRecordProps<R>) {
  const { t } = useTranslation(['manage']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) headingRef.current?.focus();
  }, [loadedId]);
  const opened = OPENED[kind];
  const [back, loading, loadFailed, retry] = [t(opened.keys[0]), t(opened.keys[1]), t(opened.keys[2]), t(opened.keys[3])];
  return (
    <div className={opened.box} aria-busy={query.isFetching || undefined}>
      <Button type="button" variant="secondary" className={opened.back} onClick={onBack}>
        {back}
      </Button>
      <LoadedRecord query={query} texts={{ loading, loadFailed, retry }}>
        {(record) => children(record, headingRef)}
      </LoadedRecord>
    </div>
  );
}

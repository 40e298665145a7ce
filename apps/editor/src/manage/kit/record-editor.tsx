// One record's screen (/manage/<things>/new, /manage/<things>/{id}) from its declaration: the frame (texts,
// heading id, class, the list to go back to), whether the record is new, the query that loads it and the
// form once there is one. The texts are the form's part of the screen's section: `<section>.<part>.newTitle|
// editTitle|intro|back|loading|notFound|loadFailed` and `<section>.retry`. Until there is a form:
// ../record-screen.tsx (spinner, not found, or the load failure with a way to try again).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordScreen } from '../record-screen.js';
import type { ScreenError } from '../screen-frame.js';
import { sectionTexts, subsectionTexts } from './texts.js';
import type { SectionWith, SubsectionWith } from './texts.js';

const RECORD_KEYS = ['newTitle', 'editTitle', 'intro', 'back', 'loading', 'notFound', 'loadFailed'] as const;

/** A form's part (`products.form`) with every record text, in a section that says "Try again" (`products.retry`). */
export type RecordPart = SubsectionWith<(typeof RECORD_KEYS)[number]> & `${SectionWith<'retry'>}.${string}`;

export interface RecordFrame {
  texts: RecordPart;
  titleId: string;
  className: string;
  /** The list's path (the link back). */
  backTo: string;
}

/** What the screen shows of the record's loading (an RTK Query result, or the screen's queries together). */
export interface RecordQuery {
  isLoading: boolean;
  error?: ScreenError;
  refetch: () => unknown;
}

export interface RecordEditorProps {
  frame: RecordFrame;
  isNew: boolean;
  query: RecordQuery;
  /** The record's form, or null while there is none to show yet. */
  form: ReactNode;
}

export function RecordEditor({ frame: { texts: part, ...frame }, isNew, query, form }: RecordEditorProps) {
  const { t } = useTranslation(['manage']);
  const texts = subsectionTexts(t, part, RECORD_KEYS);
  const { retry } = sectionTexts(t, part.slice(0, part.indexOf('.')) as SectionWith<'retry'>, ['retry']);
  return (
    <RecordScreen
      {...frame}
      title={isNew ? texts.newTitle : texts.editTitle}
      intro={texts.intro}
      texts={{ ...texts, retry }}
      form={form}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

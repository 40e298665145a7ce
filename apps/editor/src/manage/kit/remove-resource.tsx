// A record's removal, the same on every form: the danger button after Save ("Delete" / "Remove"), then a
// small dialog "… this …?" whose confirm calls the API; done: a toast (a removal that deletes what nothing
// refers to and otherwise deactivates says which happened) and the screen's list; refused: a toast
// (network, or the screen's "could not"), and the dialog stays.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OwnerRemoval } from '@vitrina/api-client/back-office';
import { Button, useToast } from '@vitrina/ui-kit';
import { DangerConfirm } from './danger-confirm.js';
import { refusalOf } from './form-refusal.js';
import { subsectionTexts } from './texts.js';
import type { SubsectionWith } from './texts.js';

export interface RemovalTexts<R> {
  title: string;
  body: string;
  confirm: string;
  failed: string;
  /** The toast once done, from the API's answer. */
  done: (answer: R) => string;
}

type ManageT = Parameters<typeof subsectionTexts>[0];

const REMOVAL_KEYS = ['removeTitle', 'removeBody', 'removeConfirm', 'deleted', 'deactivated', 'removeFailed'] as const;
const DELETION_KEYS = ['deleteTitle', 'deleteBody', 'deleteConfirm', 'deleted', 'deleteFailed'] as const;

type RemovalPart = SubsectionWith<(typeof REMOVAL_KEYS)[number]>;
type DeletionPart = SubsectionWith<(typeof DELETION_KEYS)[number]>;

/** A form's texts for a removal that deletes or deactivates: `manage:<part>.removeTitle|removeBody|…`. */
export function removalTexts(t: ManageT, part: RemovalPart, values: Record<string, unknown>): RemovalTexts<OwnerRemoval> {
  const {
    removeTitle: title,
    removeBody: body,
    removeConfirm: confirm,
    removeFailed: failed,
    ...done
  } = subsectionTexts(t, part, REMOVAL_KEYS, values);
  return { title, body, confirm, failed, done: ({ outcome }) => done[outcome] };
}

/** A form's texts for a deletion: `manage:<part>.deleteTitle|deleteBody|deleteConfirm|deleted|deleteFailed`. */
export function deletionTexts(t: ManageT, part: DeletionPart, values: Record<string, unknown>): RemovalTexts<unknown> {
  const {
    deleteTitle: title,
    deleteBody: body,
    deleteConfirm: confirm,
    deleteFailed: failed,
    deleted,
  } = subsectionTexts(t, part, DELETION_KEYS, values);
  return { title, body, confirm, failed, done: () => deleted };
}

export interface RemoveResourceDialogProps<R> {
  texts: RemovalTexts<R>;
  /** The removal itself (a mutation, unwrapped). */
  remove: () => Promise<R>;
  onCancel: () => void;
  onDone: () => void;
}

export function RemoveResourceDialog<R>({ texts, remove, onCancel, onDone }: RemoveResourceDialogProps<R>) {
  const { t } = useTranslation(['errors']);
  const toast = useToast();
  async function removeThenSay() {
    toast.success(texts.done(await remove()));
    onDone();
  }
  return (
    <DangerConfirm
      title={texts.title}
      confirm={texts.confirm}
      run={removeThenSay}
      onRefused={(error) => toast.error(refusalOf(error).kind === 'network' ? t('errors:network') : texts.failed)}
      onCancel={onCancel}
    >
      <p>{texts.body}</p>
    </DangerConfirm>
  );
}

/** What a form declares to offer its record's removal (FormActions' `remove`). */
export interface RecordRemoval<R> {
  /** The button's text. */
  label: string;
  texts: RemovalTexts<R>;
  remove: () => Promise<R>;
  /** Where to go once done (the screen's list). */
  then: string;
}

/** The danger button after Save and, once pressed, its confirmation. */
export function RemoveButton<R>({ label, texts, remove, then }: RecordRemoval<R>) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="danger" className="vbl-form__delete" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <RemoveResourceDialog texts={texts} remove={remove} onCancel={() => setOpen(false)} onDone={() => void navigate(then)} />
      ) : null}
    </>
  );
}

// "Are you sure?" before an action that cannot be undone on an order or a quote (void it, cancel its
// subscription): it runs the action, says it was done, or says why not and has a changed record fetched again.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import type { OrderErrorKey } from './orders/order-errors.js';
import type { QuoteErrorKey } from './quotes/quote-errors.js';
import type { TemplateErrorKey } from './templates/template-errors.js';

export interface ConfirmActionDialogProps {
  title: string;
  body: ReactNode;
  confirm: string;
  /** The action itself (a mutation, unwrapped). */
  run: () => Promise<unknown>;
  /** The toast once it is done. */
  done: string;
  /** What a refusal says, and whether the record changed meanwhile. */
  failureOf: (error: unknown) => { key: OrderErrorKey | QuoteErrorKey | TemplateErrorKey; stale: boolean };
  /** The record was refused as changed: fetch it again. */
  onStale: () => void;
  onClose: () => void;
}

export interface DangerConfirmProps {
  title: string;
  /** The danger button's text. */
  confirm: string;
  children: ReactNode;
  /** The action; the button is busy until it ends. */
  run: () => Promise<void>;
  /** It was refused: the button is free again, and the screen says why. */
  onRefused: (error: unknown) => void;
  onCancel: () => void;
}

/** The small Modal every back-office confirmation is: its title, its words, one danger button busy while it runs. */
export function DangerConfirm({ title, confirm, children, run, onRefused, onCancel }: DangerConfirmProps) {
  const [busy, setBusy] = useState(false);
  async function go() {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      setBusy(false);
      onRefused(error);
    }
  }
  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={title}
      actions={
        <Button type="button" variant="danger" loading={busy} onClick={() => void go()}>
          {confirm}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}

export function ConfirmActionDialog({ title, body, confirm, run, done, failureOf, onStale, onClose }: ConfirmActionDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  function refused(error: unknown) {
    const failure = failureOf(error);
    if (failure.stale) onStale();
    toast.error(t(failure.key));
    onClose();
  }
  async function runThenSay() {
    await run();
    toast.success(done);
    onClose();
  }
  return (
    <DangerConfirm title={title} confirm={confirm} run={runThenSay} onRefused={refused} onCancel={onClose}>
      {body}
    </DangerConfirm>
  );
}

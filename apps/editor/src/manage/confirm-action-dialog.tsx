// "Are you sure?" before an action that cannot be undone on an order or a quote (void it, cancel its
// subscription): it runs the action, says it was done, or says why not and has a changed record fetched again.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@vitrina/ui-kit';
import { DangerConfirm } from './kit/danger-confirm.js';
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

// The small Modal every back-office confirmation is ("Delete this location?", "Void this invoice?", a record's
// removal): its title, its words, one danger button busy while the action runs; a refusal frees the button
// and the caller says why.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Modal } from '@vitrina/ui-kit';

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

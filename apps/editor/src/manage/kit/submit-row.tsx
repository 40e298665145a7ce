// The row under a small form (Profile, Settings, Team add, Service area add): one primary submit button that
// says what it is doing while the form is sent ("Saving…", "Adding…").
import { Button } from '@vitrina/ui-kit';

export interface SubmitRowProps {
  /** The row's class (the screen's layout). */
  className: string;
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitRow({ className, busy, label, busyLabel }: SubmitRowProps) {
  return (
    <div className={className}>
      <Button type="submit" variant="primary" loading={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

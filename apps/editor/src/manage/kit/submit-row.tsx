// The row under a small form (Profile, Settings, Team add, Service area add): one primary submit button that
// says what it is doing while the form is sent ("Saving…", "Adding…").
import { Button } from '@vitrina/ui-kit';

/** What a submit row says, and where it sits (the kit forms' `submitRow`). */
export interface SubmitRowTexts {
  /** The row's class (the screen's layout). */
  className: string;
  label: string;
  busyLabel: string;
}

export interface SubmitRowProps extends SubmitRowTexts {
  busy: boolean;
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

// Leaving with unsaved changes asks first (spec §4 "Editor state"): the browser's own prompt when the page
// unloads, and the editor's dialog when the router would navigate away.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { selectHasUnsaved, useEditorSelector } from '../store/hooks.js';
import { LeaveDialog } from './leave-dialog.js';

export function LeaveGuard() {
  // Work put aside for a sign-in redirect comes back after it: that way out needs no question.
  const dirty = useEditorSelector((state) => selectHasUnsaved(state) && !state.editor.stashed);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return <LeaveDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

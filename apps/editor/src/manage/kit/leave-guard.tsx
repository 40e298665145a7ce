// Closing the tab or reloading a form with unsaved changes asks first (the browser's own question).
import { useFormikContext } from 'formik';
import { useEffect } from 'react';

export function LeaveGuard() {
  const { dirty } = useFormikContext();
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return null;
}

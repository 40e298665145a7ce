// §8 "Site load failure" and any unexpected error: the error status page, without the site around it.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusView } from '../status/status-view.js';
import { StatusShell } from './status-shell.js';

export function RootErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StatusShell>
      <StatusView kind={notFound ? 'notFound' : 'error'} />
    </StatusShell>
  );
}

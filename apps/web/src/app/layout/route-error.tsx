import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';

/** The top-level error boundary: a crash in any screen ends here instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Container className="grid min-h-[60vh] place-items-center py-24 text-center">
      <PageMeta title="Something went wrong" />
      <div className="max-w-md">
        <h1 className="text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-sand-700">
          This page hit an unexpected problem. Reloading usually helps; if it does not, try again in a moment.
        </p>
        {detail ? <p className="mt-2 text-sm text-sand-600">{detail}</p> : null}
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button asChild variant="outline">
            <Link to={paths.home.to()}>Go home</Link>
          </Button>
        </div>
      </div>
    </Container>
  );
}

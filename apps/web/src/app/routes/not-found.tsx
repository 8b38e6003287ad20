import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { usePageNotFound } from '@/lib/page-status';

export function Component() {
  const { pathname } = useLocation();
  usePageNotFound();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container className="grid min-h-[60vh] place-items-center py-24 text-center">
      <PageMeta title="Page not found" />
      <div>
        <p className="font-display text-7xl font-semibold text-primary-700">404</p>
        <h1 className="mt-4 text-3xl font-semibold">Oops! Page not found</h1>
        <p className="mt-3 text-sand-700">The page you are looking for does not exist or has moved.</p>
        <Button asChild className="mt-8">
          <Link to={paths.home.to()}>Return to Home</Link>
        </Button>
      </div>
    </Container>
  );
}

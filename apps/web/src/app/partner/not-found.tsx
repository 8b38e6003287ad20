import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';

/** A partner page whose id is not an id at all. */
export function NotFound() {
  return (
    <Container className="py-12">
      <PageMeta title="Not found" />
      <h1 className="text-3xl font-semibold">Not found</h1>
      <Link
        to={paths.partner.to()}
        className="mt-4 inline-block font-medium text-primary-700 hover:underline"
      >
        Back to your properties
      </Link>
    </Container>
  );
}

import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';

type PlaceholderPageProps = { title: string; description: string };

/** Stands in for a screen whose feature has not landed yet, so every spec route answers with a page. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <Container className="py-16 sm:py-24">
      <PageMeta title={title} description={description} />
      <div className="max-w-2xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-sand-700">{description}</p>
        <p className="mt-6 rounded-2xl border border-sand-200 bg-white p-5 text-sand-700">
          This part of Restora is still being built. In the meantime you can browse the rest of the site.
        </p>
        <Button asChild className="mt-8">
          <Link to={paths.home.to()}>Back to home</Link>
        </Button>
      </div>
    </Container>
  );
}

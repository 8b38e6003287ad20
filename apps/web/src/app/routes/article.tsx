import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { ArticleNotFound } from '@/features/content/components/article/article-not-found';
import { ArticleScreen } from '@/features/content/components/article/article-screen';
import { useIdParam } from '@/lib/id-param';

/** Both /knowledge/{slug} and /article/{id} land here; the API accepts either. */
export function Component() {
  const { slug } = useParams();
  return (
    <Container className="py-10 md:py-16">
      {slug === undefined ? <ById /> : <ArticleScreen key={slug} idOrSlug={slug} />}
    </Container>
  );
}

/** /article/{id}: an id that cannot be one is not found without asking (docs/decisions/screens-and-texts.md). */
function ById() {
  const id = useIdParam();
  return id === null ? <ArticleNotFound /> : <ArticleScreen key={id} idOrSlug={String(id)} />;
}

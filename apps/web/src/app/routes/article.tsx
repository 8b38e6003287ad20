import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { ArticleScreen } from '../../features/content/components/article/article-screen';

/** Both /knowledge/{slug} and /article/{id} land here; the API accepts either. */
export function Component() {
  const { slug, id } = useParams();
  const idOrSlug = slug ?? id ?? '';
  return (
    <Container className="py-10 md:py-16">
      <ArticleScreen key={idOrSlug} idOrSlug={idOrSlug} />
    </Container>
  );
}

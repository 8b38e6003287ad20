import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { IdDetail } from '@/features/admin/components/id-detail';
import { EditArticle, NewArticle } from '@/features/admin/content/article-editor';
import { ArticlesList } from '@/features/admin/content/articles-list';
import { ContentTabs } from '@/features/admin/content/content-tabs';
import { HomeTextsScreen } from '@/features/admin/content/home-texts-form';
import { TestimonialsList } from '@/features/admin/content/testimonials-list';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageMeta title={title} />
      <h1 className="text-4xl font-semibold">Content</h1>
      <ContentTabs />
      {children}
    </>
  );
}

/**
 * /admin/content (docs/decisions/admin-content.md): articles (list, new, edit with a live preview,
 * publish), testimonials and the home page's texts.
 */
export function Component() {
  return (
    <Section title="Articles">
      <ArticlesList />
    </Section>
  );
}

export const New = NewArticle;

export function Detail() {
  return (
    <IdDetail back={{ to: paths.admin.content.to(), label: 'All articles' }}>
      {(id) => <EditArticle id={id} />}
    </IdDetail>
  );
}

export function Testimonials() {
  return (
    <Section title="Testimonials">
      <TestimonialsList />
    </Section>
  );
}

export function HomeTexts() {
  return (
    <Section title="Home page texts">
      <HomeTextsScreen />
    </Section>
  );
}

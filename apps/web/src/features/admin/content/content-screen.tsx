import { Route, Routes } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { IdDetail } from '../components/id-detail';
import { EditArticle, NewArticle } from './article-editor';
import { ArticlesList } from './articles-list';
import { contentPaths } from './content-paths';
import { ContentTabs } from './content-tabs';
import { HomeTextsScreen } from './home-texts-form';
import { TestimonialsList } from './testimonials-list';

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
 * publish), testimonials and the home page's texts, as descendant routes of the section.
 */
export default function ContentScreen() {
  return (
    <Routes>
      <Route
        index
        element={
          <Section title="Articles">
            <ArticlesList />
          </Section>
        }
      />
      <Route path="articles/new" element={<NewArticle />} />
      <Route
        path="articles/:id"
        element={
          <IdDetail back={{ to: contentPaths.articles, label: 'All articles' }}>
            {(id) => <EditArticle id={id} />}
          </IdDetail>
        }
      />
      <Route
        path="testimonials"
        element={
          <Section title="Testimonials">
            <TestimonialsList />
          </Section>
        }
      />
      <Route
        path="home"
        element={
          <Section title="Home page texts">
            <HomeTextsScreen />
          </Section>
        }
      />
    </Routes>
  );
}

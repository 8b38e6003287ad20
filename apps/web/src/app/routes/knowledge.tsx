import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { KnowledgeArticles } from '@/features/content/components/knowledge/knowledge-articles';
import { NewsletterBox } from '@/features/content/components/knowledge/newsletter-box';
import { ResourceTiles } from '@/features/content/components/knowledge/resource-tiles';
import { NewsletterFormOnDemand } from '@/features/newsletter/components/newsletter-form-on-demand';

export function Component() {
  return (
    <>
      <PageMeta
        title="Knowledge Centre"
        description="Practical reading on nutrition, sleep, recovery, fitness and mental wellness."
      />
      <div className="border-b border-sand-200 bg-gradient-to-b from-primary-50 to-sand-50">
        <Container className="py-12 md:py-16">
          <h1 className="text-4xl font-semibold leading-tight sm:text-5xl">Knowledge Centre</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-sand-700">
            Practical, evidence-based reading on nutrition, sleep, recovery, fitness and a calmer mind,
            written for real trips.
          </p>
        </Container>
      </div>
      <Container className="grid grid-cols-1 gap-20 py-12 md:py-16">
        <KnowledgeArticles />
        <ResourceTiles />
        <NewsletterBox>
          <NewsletterFormOnDemand source="knowledge" tone="dark" />
        </NewsletterBox>
      </Container>
    </>
  );
}

import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { QuizWizard } from '@/features/quiz/components/quiz-wizard';

export function Component() {
  return (
    <div className="bg-gradient-to-b from-primary-50 to-sand-50">
      <Container className="max-w-5xl py-10 sm:py-16">
        <PageMeta
          title="Discovery Quiz"
          description="Six quick questions, then stays, services and products matched to what restores you."
        />
        <QuizWizard />
      </Container>
    </div>
  );
}

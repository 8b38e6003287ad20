import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { HowItWorksContent } from '@/features/content/components/how-it-works/how-it-works-content';

export function Component() {
  return (
    <>
      <PageMeta
        title="How It Works"
        description="How Restora helps you plan a restorative trip, step by step, with a sample daily meal plan."
      />
      <div className="border-b border-sand-200 bg-gradient-to-b from-primary-50 to-sand-50">
        <Container className="py-12 text-center md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">How It Works</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-semibold leading-tight sm:text-5xl">
            From first idea to coming home restored
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-sand-700">
            Four simple steps to a trip built around how you want to feel, with food that looks after you
            along the way.
          </p>
        </Container>
      </div>
      <Container className="py-16 md:py-24">
        <HowItWorksContent />
        <div className="mt-20 grid justify-items-center gap-4 text-center">
          <h2 className="text-3xl font-semibold">Ready to begin?</h2>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.findStays.to()}>Find Your Stay</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.discoveryQuiz.to()}>Take the discovery quiz</Link>
            </Button>
          </div>
        </div>
      </Container>
    </>
  );
}

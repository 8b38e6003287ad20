import type { Ref } from 'react';
import { Link } from 'react-router';
import { Compass, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** No plans yet: start one, or go and find things to put in it. */
type PlannerEmptyProps = { onCreate: () => void; creating: boolean; headingRef?: Ref<HTMLHeadingElement> };

export function PlannerEmpty({ onCreate, creating, headingRef }: PlannerEmptyProps) {
  return (
    <section
      aria-labelledby="journey-empty-heading"
      className="mt-8 rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white p-10 text-center"
    >
      <Compass className="mx-auto size-10 text-primary-600" aria-hidden />
      <h2
        id="journey-empty-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
      >
        Start your first journey plan
      </h2>
      <p className="mx-auto mt-1 max-w-md text-sand-700">
        Gather stays, services and products into a plan, put them in the order you like and keep notes as you
        go.
      </p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button onClick={onCreate} disabled={creating}>
          <Plus aria-hidden />
          {creating ? 'Creating...' : 'Create New Plan'}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.discoveryQuiz.to()}>Take the Discovery Quiz</Link>
        </Button>
      </div>
    </section>
  );
}

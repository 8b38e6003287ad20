import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useHowItWorks } from '@/features/content/api/get-how-it-works';
import { CalorieControl } from './calorie-control';
import { MealPlan } from './meal-plan';
import { StepRow } from './step-row';

/** The four steps, the calorie-control list and the sample meal plan (docs/decisions/content.md). */
export function HowItWorksContent() {
  const { data, isPending, error, refetch, isFetching } = useHowItWorks();

  if (isPending) {
    return (
      <div className="grid gap-16" role="status">
        <span className="sr-only">Loading...</span>
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="grid gap-8 md:grid-cols-2">
            <div className="grid content-start gap-4">
              <Skeleton className="h-10 w-10 rounded-full" />
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-24 w-full" />
            </div>
            <Skeleton className="aspect-[3/2] w-full rounded-[var(--radius-card)]" />
          </div>
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="grid justify-items-center rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-6 py-14 text-center text-red-900"
      >
        <CircleAlert className="size-9" aria-hidden />
        <p className="mt-4 font-semibold">{error.message}</p>
        <Button variant="outline" className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }
  const steps = [...data.steps].sort((a, b) => a.stepNumber - b.stepNumber);
  return (
    <>
      <ol aria-label="Steps" className="grid gap-20 md:gap-28">
        {steps.map((step, i) => (
          <StepRow key={step.id} step={step} eager={i === 0} />
        ))}
      </ol>
      <div className="mt-24 grid gap-8 lg:grid-cols-2">
        <CalorieControl features={data.calorieControlFeatures} />
        <MealPlan meals={data.mealPlan} />
      </div>
    </>
  );
}

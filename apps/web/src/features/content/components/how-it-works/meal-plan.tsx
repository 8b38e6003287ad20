import type { HowItWorks } from '@restora/shared/contracts/content';

type Meal = HowItWorks['mealPlan'][number];

export function MealPlan({ meals }: { meals: Meal[] }) {
  const total = meals.reduce((sum, meal) => sum + meal.calories, 0);
  return (
    <section
      aria-labelledby="meal-plan"
      className="rounded-[var(--radius-card)] bg-primary-800 p-8 text-primary-50 shadow-soft sm:p-10"
    >
      <h2 id="meal-plan" className="text-2xl font-semibold text-white sm:text-3xl">
        A sample day of meals
      </h2>
      <p className="mt-3 text-primary-100">
        About {total.toLocaleString('en-US')} calories across the day, built on whole, seasonal food.
      </p>
      <ul aria-label="Sample meal plan" className="mt-6 grid gap-4">
        {meals.map((meal) => (
          <li key={meal.mealType} className="rounded-2xl bg-white/10 p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-display text-xl font-semibold text-white">{meal.mealType}</h3>
              <p className="text-sm font-semibold text-accent-100">{meal.calories} calories</p>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-primary-100">{meal.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

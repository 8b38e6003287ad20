import { Leaf } from 'lucide-react';

export function CalorieControl({ features }: { features: string[] }) {
  return (
    <section
      aria-labelledby="calorie-control"
      className="rounded-[var(--radius-card)] bg-white p-8 shadow-soft sm:p-10"
    >
      <h2 id="calorie-control" className="text-2xl font-semibold sm:text-3xl">
        Calorie control, without the counting
      </h2>
      <p className="mt-3 text-sand-700">
        Many of our stays offer menus planned with nutritionists. Here is what that means for you.
      </p>
      <ul className="mt-6 grid gap-4">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 leading-relaxed text-sand-800">
            <Leaf className="mt-1 size-4 shrink-0 text-primary-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}

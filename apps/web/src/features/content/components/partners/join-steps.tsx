import type { ReactNode } from 'react';

const STEPS = [
  {
    title: 'Apply',
    description: 'Tell us about your business in a short application. It takes five minutes.',
  },
  { title: 'Verification', description: 'Our team checks your details, licences and guest reviews.' },
  { title: 'Onboarding', description: 'We help you set up your listing, services, photos and prices.' },
  { title: 'Go Live', description: 'Your listing goes live and wellness travellers can book you.' },
];

/** The four steps to join (docs/decisions/content.md), with the Apply action passed in. */
export function JoinSteps({ action }: { action: ReactNode }) {
  return (
    <section
      aria-labelledby="how-to-join"
      className="rounded-[var(--radius-card)] bg-primary-800 p-8 text-primary-50 shadow-soft sm:p-12"
    >
      <h2 id="how-to-join" className="text-3xl font-semibold text-white sm:text-4xl">
        How to join
      </h2>
      <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title}>
            <span
              aria-hidden
              className="grid size-11 place-items-center rounded-full bg-accent-500 font-display text-lg font-semibold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-white">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-primary-100">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10">{action}</div>
    </section>
  );
}

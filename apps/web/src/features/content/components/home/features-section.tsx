import type { Feature } from '@restora/shared/contracts/content';
import { Container } from '@/components/ui/container';
import { FeatureIcon } from './feature-icon';
import { SectionHeading } from './section-heading';

export function FeaturesSection({ features }: { features: Feature[] }) {
  return (
    <section aria-labelledby="how-restora-works" className="bg-white py-16 md:py-20">
      <Container>
        <SectionHeading
          id="how-restora-works"
          title="How Restora Works"
          intro="Everything a restorative trip needs, from the first search to the flight home."
          align="center"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li
              key={feature.id}
              className="rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-6 transition-shadow hover:shadow-soft"
            >
              <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
                <FeatureIcon name={feature.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold leading-snug">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-sand-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

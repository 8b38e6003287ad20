import { Link } from 'react-router';
import { Quote, TrendingUp } from 'lucide-react';
import type { PartnerCta } from '@restora/shared/contracts/content';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';

export function PartnerCtaSection({ partnerCta }: { partnerCta: PartnerCta }) {
  return (
    <section aria-labelledby="partner-cta" className="py-16 md:py-20">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-start">
          <div className="lg:sticky lg:top-28">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">For partners</p>
            <h2 id="partner-cta" className="mt-2 text-3xl font-semibold sm:text-4xl">
              {partnerCta.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-sand-700">{partnerCta.description}</p>
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-accent-50 px-4 py-2 text-sm font-semibold text-accent-700">
              Join 500+ wellness partners globally
            </p>
            <div className="mt-8">
              <Button asChild size="lg">
                <Link to={paths.forPartners.to()}>{partnerCta.ctaText}</Link>
              </Button>
            </div>
          </div>
          {partnerCta.successStories.length ? (
            <ul aria-label="Partner success stories" className="grid gap-5">
              {partnerCta.successStories.map((story) => (
                <li key={story.name}>
                  <figure className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft">
                    <Quote className="size-6 text-primary-300" aria-hidden />
                    <blockquote className="mt-3 leading-relaxed text-sand-800">
                      <p>{story.quote}</p>
                    </blockquote>
                    <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-primary-700">
                      <TrendingUp className="size-4" aria-hidden />
                      {story.result}
                    </p>
                    <figcaption className="mt-4 border-t border-sand-200 pt-4 text-sm">
                      <span className="font-semibold text-ink">{story.name}</span>
                      <span className="text-sand-700">
                        {' '}
                        · {story.business}, {story.location}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <img
              src="/images/content/partner.svg"
              alt="An arched doorway between potted olive trees, lit by warm lanterns"
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover shadow-soft"
            />
          )}
        </div>
      </Container>
    </section>
  );
}

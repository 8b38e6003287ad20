import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';

// The one external link on the page besides the map (outside requests: docs/decisions/content.md).
const CONSULTATION_URL =
  (import.meta.env.VITE_CONSULTATION_URL as string | undefined) || 'https://cal.com/restora/consultation';

export function ConsultationBlock() {
  return (
    <section aria-labelledby="consultation-heading" className="py-16 md:py-20">
      <Container>
        <div className="grid overflow-hidden rounded-[var(--radius-card)] bg-primary-800 text-primary-50 shadow-soft md:grid-cols-2">
          <div className="p-8 sm:p-10 lg:p-14">
            <h2 id="consultation-heading" className="text-3xl font-semibold text-white sm:text-4xl">
              Not sure where to begin?
            </h2>
            <p className="mt-4 max-w-md text-lg leading-relaxed text-primary-100">
              Browse stays at your own pace, or talk to one of our wellness advisers for a free 20-minute
              consultation about the trip you have in mind.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" variant="accent">
                <Link to={paths.findStays.to()}>Find Your Stay</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/40 bg-transparent text-white hover:bg-white/10"
              >
                <a href={CONSULTATION_URL} target="_blank" rel="noopener noreferrer">
                  Get your consultation
                  <ExternalLink aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </div>
          <img
            src="/images/content/consultation.svg"
            alt="A sunlit room with an arched window, two cups of tea and potted plants"
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-full min-h-56 w-full object-cover"
          />
        </div>
      </Container>
    </section>
  );
}

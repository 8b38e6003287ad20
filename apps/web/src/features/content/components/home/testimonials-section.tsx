import { useId, useState } from 'react';
import { TESTIMONIALS_LIMIT } from '@restora/shared/domain/content-vocabulary';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useTestimonials } from '@/features/content/api/get-testimonials';
import { SAMPLE_TESTIMONIALS } from './home-defaults';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

const FIRST_SHOWN = 3;

export function TestimonialsSection() {
  const listId = useId();
  const { data, isPending, isError } = useTestimonials();
  const [expanded, setExpanded] = useState(false);
  // On error or an empty table the 3 built-in samples stand in (docs/decisions/content.md).
  const all = isError || !data?.items.length ? SAMPLE_TESTIMONIALS : data.items.slice(0, TESTIMONIALS_LIMIT);
  const shown = expanded ? all : all.slice(0, FIRST_SHOWN);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-primary-50 py-16 md:py-20">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          title="What Our Travellers Say"
          intro="Real stays, real rest: a few words from guests who came home restored."
          align="center"
        />
        {isPending ? (
          <p role="status" className="mt-10 text-center text-sand-700">
            Loading testimonials...
          </p>
        ) : (
          <>
            <ul
              id={listId}
              aria-label="Testimonials"
              className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            >
              {shown.map((item) => (
                <li key={item.id}>
                  <TestimonialCard testimonial={item} />
                </li>
              ))}
            </ul>
            {all.length > FIRST_SHOWN ? (
              <div className="mt-10 text-center">
                <Button
                  variant="outline"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setExpanded((open) => !open)}
                >
                  {expanded ? 'Show fewer testimonials' : 'Read more testimonials'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Container>
    </section>
  );
}

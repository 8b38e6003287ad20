import type { Testimonial } from '@restora/shared/contracts/content';
import { StarRating } from '@/components/ui/star-rating';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  // A missing name reads 'Anonymous' and a missing rating counts as 5 (docs/decisions/content.md).
  const name = testimonial.name?.trim() || 'Anonymous';
  const rating = testimonial.rating || 5;
  return (
    <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft">
      <StarRating value={rating} showValue={false} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-sand-800">
        <p>“{testimonial.testimonial}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {testimonial.avatarUrl ? (
          <img
            src={testimonial.avatarUrl}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            decoding="async"
            className="size-11 rounded-full bg-sand-100 object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-11 place-items-center rounded-full bg-primary-100 text-sm font-semibold text-primary-800"
          >
            {initials(name)}
          </span>
        )}
        <span>
          <span className="block font-semibold text-ink">{name}</span>
          {testimonial.location ? (
            <span className="block text-sm text-sand-600">{testimonial.location}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

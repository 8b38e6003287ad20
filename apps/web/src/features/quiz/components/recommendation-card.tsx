import { Check, LoaderCircle, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Recommendation } from '@restora/shared/contracts/quiz';
import type { RecommendationKind } from '@restora/shared/domain/quiz';
import { Button } from '@/components/ui/button';
import { PhotoPicture } from '@/components/ui/photo-picture';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { SaveState } from '../lib/save-target';
import type { CartAction } from './quiz-results';

const KIND: Record<RecommendationKind, { badge: string; from?: true; unit: string; className: string }> = {
  stay: { badge: 'Stay', unit: ' / night', className: 'bg-primary-700 text-white' },
  retreat: { badge: 'Retreat', from: true, unit: ' / person', className: 'bg-ink text-white' },
  service: { badge: 'Service', unit: ' / session', className: 'bg-accent-100 text-accent-700' },
  product: { badge: 'Product', unit: '', className: 'bg-sand-100 text-sand-800' },
};

/** How wide a card is drawn in the results grid (results-states.tsx: one column, two from 540 px, three from 1280 px beside the filters). */
const CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 1024px) 380px, (min-width: 540px) 50vw, 100vw';

const LINK: Record<RecommendationKind, (id: number) => string> = {
  stay: paths.property.to,
  retreat: paths.retreat.to,
  service: paths.service.to,
  product: paths.product.to,
};

type RecommendationCardProps = {
  item: Recommendation;
  saveState: SaveState;
  /** While the session is unknown: whether '+ Save' saves or asks to sign in is not known yet. */
  saveDisabled: boolean;
  onSave: (item: Recommendation) => void;
  /** Shown beside '+ Save' on a product suggestion. */
  cartAction?: CartAction | undefined;
  eager?: boolean;
};

export function RecommendationCard({
  item,
  saveState,
  saveDisabled,
  onSave,
  cartAction,
  eager = false,
}: RecommendationCardProps) {
  const titleId = useId();
  const kind = KIND[item.kind];
  const square = item.kind === 'product';
  const cart = cartAction && item.shop ? cartAction({ ...item, shop: item.shop }, titleId) : null;
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft transition-shadow hover:shadow-md"
    >
      <div className="relative bg-sand-50">
        {item.photo ? (
          <PhotoPicture
            photo={item.photo}
            alt={item.title}
            sizes={CARD_SIZES}
            eager={eager}
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          <img
            src={item.image}
            alt={item.title}
            width={square ? 800 : 1200}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[3/2] w-full object-cover"
          />
        )}
        <span
          className={cn(
            'absolute left-3 top-3 inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold',
            kind.className,
          )}
        >
          {kind.badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 id={titleId} className="text-base font-semibold leading-snug">
          {/* The whole card is the link's target area; the Save button sits above it. */}
          <Link
            to={LINK[item.kind](item.id)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {item.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-sand-700">{item.subtitle}</p>
        {item.rating !== null ? <StarRating value={item.rating} className="mt-2" /> : null}
        <p className="mt-3 flex gap-2 rounded-xl bg-primary-50 px-3 py-2 text-sm text-primary-900">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
          <span>
            <span className="font-semibold">Why: </span>
            {item.reason}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-4">
          {/* '$85 / night', 'from $1,800 / person', '$30 / session' or '$16.99'. */}
          <p className="text-sm text-sand-700" data-testid="suggestion-price">
            {kind.from ? 'from ' : null}
            <span className="font-display text-xl font-semibold text-ink">
              {formatMoney(item.priceCents)}
            </span>
            {kind.unit}
          </p>
          {/* Above the card's link, so the buttons get their clicks. */}
          <div className="relative z-10 flex flex-wrap gap-2">
            {cart}
            {/* A journey plan holds no retreat: its card leads to the retreat's page instead of saving. */}
            {item.kind === 'retreat' ? (
              <Button asChild size="sm">
                <Link to={LINK.retreat(item.id)} aria-describedby={titleId}>
                  View Retreat
                </Link>
              </Button>
            ) : (
              <Button
                size="sm"
                variant={saveState === 'saved' || cart ? 'outline' : 'primary'}
                disabled={saveDisabled || saveState !== 'idle'}
                aria-describedby={titleId}
                onClick={() => onSave(item)}
              >
                {saveState === 'saving' ? (
                  <>
                    <LoaderCircle className="animate-spin" aria-hidden />
                    Saving...
                  </>
                ) : saveState === 'saved' ? (
                  <>
                    <Check aria-hidden />
                    Saved
                  </>
                ) : (
                  '+ Save'
                )}
              </Button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REVIEW_TEXTS as T } from '@restora/shared/domain/review-replies';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { usePartnerReviews } from '@/features/partners/api/get-partner-reviews';
import { PartnerReviewList } from '@/features/partners/components/reviews/partner-review-list';
import { PartnerFrame } from '../partner/partner-frame';

/** The property filter and the page live in the URL (?propertyId=&page=). */
function useListParams() {
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('propertyId') ?? '', 10);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { propertyId: id > 0 ? id : null, page };
}

/** Reviews of the partner's rooms, each with its public reply (docs/decisions/review-replies.md). */
export function Component() {
  const session = useSession();
  const { propertyId, page } = useListParams();
  const list = usePartnerReviews(propertyId, page, Boolean(session.user));
  const home = usePartnerHome(Boolean(session.user));
  const navigate = useNavigate();
  const filterId = useId();
  const properties = home.data?.organisations.flatMap((o) => o.properties) ?? [];

  return (
    <PartnerFrame
      title={T.consoleTitle}
      returnTo={paths.partnerReviews.to({ propertyId, page })}
      session={session}
      query={list}
      section="reviews"
      sectionHome
    >
      {(data) => (
        <div className="grid max-w-3xl gap-6">
          <p className="text-sand-700">{T.consoleIntro}</p>
          <div className="grid gap-1.5 sm:max-w-sm">
            <Label htmlFor={filterId}>{T.propertyFilter}</Label>
            <Select
              id={filterId}
              value={propertyId ?? ''}
              onChange={(e) =>
                void navigate(paths.partnerReviews.to({ propertyId: Number(e.target.value) || null }))
              }
            >
              <option value="">{T.allProperties}</option>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </div>
          <p className="text-sm text-sand-700" aria-live="polite">
            {data.total === 1 ? '1 review' : `${data.total} reviews`}
          </p>
          {data.reviews.length === 0 ? (
            <p className="text-sand-700">{T.consoleEmpty}</p>
          ) : (
            <PartnerReviewList reviews={data.reviews} />
          )}
          <Pagination
            page={data.page}
            pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
            searchFor={(p) => paths.partnerReviews.to({ propertyId, page: p }).replace(/^[^?]*/, '')}
            onNavigate={() => window.scrollTo({ top: 0 })}
          />
        </div>
      )}
    </PartnerFrame>
  );
}

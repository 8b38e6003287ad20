import { useSearchParams } from 'react-router';
import {
  EARNINGS_MAX_YEAR,
  EARNINGS_MIN_YEAR,
  EARNINGS_TEXTS,
} from '@restora/shared/domain/partner-earnings';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerEarnings } from '@/features/partners/api/get-partner-earnings';
import { EarningsView, type EarningsScope } from '@/features/partners/components/earnings/earnings-view';
import { PartnerFrame } from '../partner/partner-frame';

const whole = (text: string | null, min: number, max: number) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/**
 * The partner's earnings per month of a year, of all their properties or one
 * (docs/decisions/partner-earnings.md). The year and the property live in the address.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const scope: EarningsScope = {
    year: whole(search.get('year'), EARNINGS_MIN_YEAR, EARNINGS_MAX_YEAR) ?? thisYear,
    propertyId: whole(search.get('property'), 1, 2_147_483_647),
  };
  const session = useSession();
  const earnings = usePartnerEarnings(scope.year, scope.propertyId, Boolean(session.user));
  const onScope = (next: EarningsScope) => {
    const params: Record<string, string> = { year: String(next.year) };
    if (next.propertyId !== undefined) params.property = String(next.propertyId);
    setSearch(params, { preventScrollReset: true });
  };

  return (
    <PartnerFrame
      title={EARNINGS_TEXTS.title}
      description="Your bookings, refunds and net earnings on Restora, per month."
      returnTo={`${paths.partnerEarnings.to()}${search.size ? `?${search}` : ''}`}
      session={session}
      query={earnings}
      section="earnings"
      sectionHome
    >
      {(data) => (
        <EarningsView
          earnings={data}
          scope={scope}
          thisYear={thisYear}
          onScope={onScope}
          loading={earnings.isPlaceholderData}
        />
      )}
    </PartnerFrame>
  );
}

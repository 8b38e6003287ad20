import { PageMeta } from '@/components/ui/page-meta';
import { VerifyEmailStatus } from '@/features/account/components/verify-email-status';
import { useLinkToken } from '@/features/account/hooks/use-one-time-link';
import { CentredCard } from '../layout/centred-card';

export function Component() {
  const token = useLinkToken();
  return (
    <CentredCard title="Confirm your e-mail address">
      <PageMeta title="Confirm e-mail" description="Confirm the e-mail address of your Restora account." />
      <VerifyEmailStatus token={token} />
    </CentredCard>
  );
}

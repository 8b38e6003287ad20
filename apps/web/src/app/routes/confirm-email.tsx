import { PageMeta } from '@/components/ui/page-meta';
import { ConfirmEmailStatus } from '@/features/account/components/confirm-email-status';
import { useLinkToken } from '@/features/account/hooks/use-one-time-link';
import { CentredCard } from '../layout/centred-card';

export function Component() {
  const token = useLinkToken();
  return (
    <CentredCard title="Confirm your new e-mail address">
      <PageMeta
        title="Confirm new e-mail"
        description="Move your Restora account to its new e-mail address."
      />
      <ConfirmEmailStatus token={token} />
    </CentredCard>
  );
}

import { PageMeta } from '@/components/ui/page-meta';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { useLinkToken } from '@/features/account/hooks/use-one-time-link';
import { CentredCard } from '../layout/centred-card';

export function Component() {
  const token = useLinkToken();
  return (
    <CentredCard title="Choose a new password">
      <PageMeta title="Reset password" description="Choose a new password for your Restora account." />
      <ResetPasswordForm token={token} />
    </CentredCard>
  );
}

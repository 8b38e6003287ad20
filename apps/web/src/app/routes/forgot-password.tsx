import { PageMeta } from '@/components/ui/page-meta';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { CentredCard } from '../layout/centred-card';

export function Component() {
  return (
    <CentredCard
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new one."
    >
      <PageMeta title="Forgot password" description="Get a link to choose a new Restora password." />
      <ForgotPasswordForm />
    </CentredCard>
  );
}

import { Link, useNavigate } from 'react-router';
import { INVITATION_EXPIRED } from '@restora/shared/domain/partner-texts';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { Notice } from '@/features/account/components/notice';
import { PasswordStrength } from '@/features/account/components/password-strength';
import { useLinkToken } from '@/features/account/hooks/use-one-time-link';
import { useAcceptInvitation } from '@/features/partners/api/accept-invitation';
import { useInvitationPreview } from '@/features/partners/api/preview-invitation';
import { InvitationAccountForm } from '@/features/partners/components/invitation-account-form';
import { InvitationPanel } from '@/features/partners/components/invitation-panel';
import { ApiError } from '@/lib/api-client';
import { CentredCard } from '../layout/centred-card';
import { PageLoading } from '../layout/page-loading';

/** /partner/invitation?token=…: join an organisation from the mailed link (docs/decisions/partners.md). */
export function Component() {
  const token = useLinkToken();
  const preview = useInvitationPreview(token);
  const { user, isLoading } = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const toConsole = () => void navigate(paths.partner.to(), { replace: true });

  return (
    <CentredCard title="Partner invitation">
      <PageMeta title="Partner Invitation" description="Join your organisation on Restora." />
      {!token || preview.isError ? (
        <Notice
          role="alert"
          actions={
            <Button asChild variant="outline">
              <Link to={paths.forPartners.to()}>About partnering with Restora</Link>
            </Button>
          }
        >
          {preview.error instanceof ApiError
            ? (preview.error.fields?.token ?? preview.error.message)
            : INVITATION_EXPIRED}
        </Notice>
      ) : preview.isPending || isLoading ? (
        <PageLoading />
      ) : (
        <InvitationPanel
          preview={preview.data}
          signedInAs={user?.email ?? null}
          returnTo={paths.partnerInvitation.to(token)}
          accepting={accept.isPending}
          acceptError={accept.error?.message ?? null}
          onAccept={() => accept.mutate({ token }, { onSuccess: toConsole })}
          accountForm={
            <InvitationAccountForm
              email={preview.data.email}
              strength={(password, id) => <PasswordStrength password={password} id={id} />}
              onSubmit={async ({ name, password }) => {
                await accept.mutateAsync({ token, name, password });
                toConsole();
              }}
            />
          }
        />
      )}
    </CentredCard>
  );
}

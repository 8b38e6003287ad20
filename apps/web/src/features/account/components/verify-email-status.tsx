import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { readBookingSelection } from '@/lib/booking-selection';
import { useVerifyEmail } from '../api/verify-email';
import { expiredLinkMessage, usePostTokenOnce } from '../hooks/use-one-time-link';
import { postAuthTarget } from '../hooks/use-post-auth-target';
import { LinkExpiredNotice } from './link-expired-notice';
import { Notice } from './notice';
import { RequestVerificationLink } from './request-verification-link';

/**
 * /verify-email: confirms the address with the link's token as soon as the page is open. The link mailed
 * at registration also signs in: the person goes on where /auth would have sent them
 * (docs/decisions/account-recovery.md), /payment with a booking selection pending in this browser.
 */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { mutate, status, data, error } = useVerifyEmail();
  usePostTokenOnce(token, mutate);
  const expired = expiredLinkMessage(error);

  if (!token || expired !== null) {
    return <LinkExpiredNotice message={expired} actions={<RequestVerificationLink />} />;
  }
  if (status === 'success' && data.user) {
    return <Navigate to={postAuthTarget(data.returnTo, readBookingSelection())} replace />;
  }
  if (status === 'success') {
    return (
      <Notice
        role="status"
        actions={
          <Button asChild>
            <Link to={paths.profile.to()}>Go to your profile</Link>
          </Button>
        }
      >
        {data.message}
      </Notice>
    );
  }
  if (status === 'error') {
    // Not an answer about the link (the network, say): the token may still be good.
    return (
      <Notice role="alert" actions={<Button onClick={() => mutate({ token })}>Try again</Button>}>
        {error.message}
      </Notice>
    );
  }
  return <p role="status">Confirming your e-mail address...</p>;
}

import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useVerifyEmail } from '../api/verify-email';
import { expiredLinkMessage, usePostTokenOnce } from '../hooks/use-one-time-link';
import { LinkExpiredNotice } from './link-expired-notice';
import { Notice } from './notice';
import { RequestVerificationLink } from './request-verification-link';

/** /verify-email: confirms the address with the link's token as soon as the page is open. */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { mutate, status, data, error } = useVerifyEmail();
  usePostTokenOnce(token, mutate);
  const expired = expiredLinkMessage(error);

  if (!token || expired !== null) {
    return <LinkExpiredNotice message={expired} actions={<RequestVerificationLink />} />;
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

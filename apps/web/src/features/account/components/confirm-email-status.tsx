import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { expiredLinkMessage, usePostTokenOnce } from '../hooks/use-one-time-link';
import { LinkExpiredNotice } from './link-expired-notice';
import { Notice } from './notice';

const toProfile = (
  <Button asChild>
    <Link to={paths.profile.to()}>Go to your profile</Link>
  </Button>
);

/** /confirm-email: moves the account to its new address with the link's token as soon as the page is open. */
export function ConfirmEmailStatus({ token }: { token: string | null }) {
  const { mutate, status, data, error } = useConfirmEmailChange();
  usePostTokenOnce(token, mutate);
  const expired = expiredLinkMessage(error);

  if (!token || expired !== null) return <LinkExpiredNotice message={expired} actions={toProfile} />;
  if (status === 'success') {
    return (
      <Notice role="status" actions={toProfile}>
        {data.message}
      </Notice>
    );
  }
  if (status === 'error') {
    // 409: another account took the address meanwhile, and nothing changed. Else (the network, say) the
    // token may still be good.
    const taken = error instanceof ApiError && error.status === 409;
    return (
      <Notice
        role="alert"
        actions={taken ? toProfile : <Button onClick={() => mutate({ token })}>Try again</Button>}
      >
        {error.message}
      </Notice>
    );
  }
  return <p role="status">Confirming your new e-mail address...</p>;
}

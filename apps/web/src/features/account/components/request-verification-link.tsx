import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '../api/get-session';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** Under an expired confirmation link: a new link for a signed-in person, else the way to sign in first. */
export function RequestVerificationLink() {
  const { user, isLoading } = useSession();
  const send = useSendVerificationEmail();

  if (isLoading) return null;
  if (!user) {
    return (
      <Button asChild>
        <Link to={paths.auth.to(paths.profile.to())}>Sign in to get a new link</Link>
      </Button>
    );
  }
  // The link was used already: most often by this very person, whose address is now verified.
  if (user.emailVerified) {
    return (
      <Button asChild>
        <Link to={paths.profile.to()}>Go to your profile</Link>
      </Button>
    );
  }
  return (
    <div className="grid w-full gap-3">
      <div>
        <Button disabled={send.isPending || send.isSuccess} onClick={() => send.mutate()}>
          {send.isPending ? 'Sending...' : 'Send a new link'}
        </Button>
      </div>
      <div role="status">
        {send.isSuccess ? <p className="text-sm text-primary-900">{send.data.message}</p> : null}
      </div>
      {send.isError ? (
        <p role="alert" className="text-sm text-danger">
          {send.error instanceof ApiError ? send.error.message : 'Something went wrong. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}

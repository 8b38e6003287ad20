import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InvitationPreview } from '@restora/shared/contracts/partners';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type Props = {
  preview: InvitationPreview;
  /** The signed-in account's address, or null for a visitor. */
  signedInAs: string | null;
  /** The form that makes a new account (when the address has none). */
  accountForm: ReactNode;
  onAccept: () => void;
  accepting: boolean;
  acceptError: string | null;
  /** Where "Sign in" brings the person back to: this invitation. */
  returnTo: string;
};

/**
 * What an invitation offers, by who opens it (docs/decisions/partners.md): a new account for an address
 * without one; the Accept button for the invited account; otherwise the way to sign in as it.
 */
export function InvitationPanel({
  preview,
  signedInAs,
  accountForm,
  onAccept,
  accepting,
  acceptError,
  returnTo,
}: Props) {
  return (
    <div className="grid gap-5">
      <p className="text-sand-700">
        You are invited to manage <strong className="text-ink">{preview.organisationName}</strong> on Restora
        as <strong className="wrap-anywhere text-ink">{preview.email}</strong>.
      </p>
      {acceptError && preview.accountExists ? (
        <p
          role="alert"
          className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {acceptError}
        </p>
      ) : null}
      {!preview.accountExists ? (
        accountForm
      ) : signedInAs === preview.email ? (
        <Button size="lg" className="w-full" disabled={accepting} onClick={onAccept}>
          {accepting ? 'Accepting...' : 'Accept invitation'}
        </Button>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-sand-700">
            {signedInAs
              ? `You are signed in as ${signedInAs}. Sign out, then sign in as ${preview.email} to accept.`
              : `An account already uses ${preview.email}. Sign in to it to accept.`}
          </p>
          {signedInAs ? null : (
            <Button asChild size="lg" className="w-full">
              <Link to={paths.auth.to(returnTo)}>Sign in as {preview.email}</Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

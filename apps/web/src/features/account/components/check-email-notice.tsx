import { useId } from 'react';
import {
  SIGN_UP_CHECK_EMAIL_HELP,
  SIGN_UP_CHECK_EMAIL_NEXT,
  SIGN_UP_CHECK_EMAIL_TITLE,
} from '@restora/shared/domain/account-texts';
import { Button } from '@/components/ui/button';

// One function for every render, so React calls it once, when the notice appears.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

type CheckEmailNoticeProps = { email: string; onRegisterAgain: () => void; onSwitch: () => void };

/**
 * What the Register tab shows once the form is sent: the same whether or not the address already had an
 * account (docs/decisions/account-recovery.md). Its heading takes focus, as it replaces the form the
 * person was in.
 */
export function CheckEmailNotice({ email, onRegisterAgain, onSwitch }: CheckEmailNoticeProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-primary-200 bg-primary-50 p-5 text-sm text-primary-900"
    >
      <h2 id={titleId} tabIndex={-1} ref={focusOnMount} className="text-xl font-semibold text-ink">
        {SIGN_UP_CHECK_EMAIL_TITLE}
      </h2>
      <p role="status">
        We have sent a message to <strong className="break-all">{email}</strong>.
      </p>
      <p>{SIGN_UP_CHECK_EMAIL_NEXT}</p>
      <p>{SIGN_UP_CHECK_EMAIL_HELP}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="outline" onClick={onRegisterAgain}>
          Register with another address
        </Button>
        <Button variant="link" className="h-auto" onClick={onSwitch}>
          Sign in
        </Button>
      </div>
    </section>
  );
}

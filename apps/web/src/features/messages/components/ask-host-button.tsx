import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ASK_HOST, ASK_HOST_SIGN_IN } from '@restora/shared/domain/ask-host';
import type { AskAboutKind } from '@restora/shared/domain/conversations';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

// The dialog and its form load when the guest first points at the button: most visitors never ask
// (docs/decisions/bundle-budget.md).
const loadDialog = () => import('./ask-host-dialog');
const AskHostDialog = lazy(loadDialog);

type Props = {
  about: { kind: AskAboutKind; id: number };
  /** What is asked about, for the dialog's title ("Sea view room"). */
  subject: string;
  signedIn: boolean;
  className?: string;
};

/** "Ask the host" (docs/decisions/conversations.md): signed out, the visitor signs in first and comes back. */
export function AskHostButton({ about, subject, signedIn, className }: Props) {
  const trigger = useDialogTrigger(loadDialog);
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    if (signedIn) return trigger.triggerProps.onClick();
    toast({ title: 'Please sign in', description: ASK_HOST_SIGN_IN });
    void navigate(paths.auth.to(`${location.pathname}${location.search}`));
  };
  return (
    <>
      <Button
        variant="outline"
        {...trigger.triggerProps}
        onClick={onClick}
        className={cn('w-full', className)}
      >
        {ASK_HOST}
      </Button>
      {trigger.mounted ? (
        <Suspense fallback={null}>
          <AskHostDialog
            about={about}
            subject={subject}
            open={trigger.open}
            onOpenChange={trigger.setOpen}
            onCloseAutoFocus={trigger.returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}

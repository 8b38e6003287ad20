import { lazy, Suspense, useRef, useState } from 'react';
import type { MessageReportBody } from '@restora/shared/contracts/message-reports';
import { MESSAGE_REPORT_TEXTS as T } from '@restora/shared/domain/message-reports';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';

// "Report" on a message of the other side (docs/decisions/conversations.md, "Moderation"). The dialog and
// its form load when the button is first reached: the thread pages are near the bundle budget
// (docs/decisions/bundle-budget.md).
const loadDialog = () => import('./report-message-dialog');
const ReportMessageDialog = lazy(loadDialog);

type Props = {
  /** Sends the report (the guest's or the partner's route); rejects with the API's refusal. */
  onReport: (input: MessageReportBody) => Promise<unknown>;
  /** Who wrote it, for the button's accessible name ("Report the message from Aiko T."). */
  from: string;
};

export function ReportMessageAction({ onReport, from }: Props) {
  const trigger = useDialogTrigger(loadDialog);
  const [reported, setReported] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  return (
    <>
      {reported ? (
        <p ref={thanks} tabIndex={-1} role="status" className="text-xs font-medium text-sand-700">
          {T.thanks}
        </p>
      ) : (
        <button
          type="button"
          {...trigger.triggerProps}
          aria-label={`${T.action} the message from ${from}`}
          className="justify-self-start text-xs font-medium text-sand-600 underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {T.action}
        </button>
      )}
      {trigger.mounted ? (
        <Suspense fallback={null}>
          <ReportMessageDialog
            open={trigger.open}
            onOpenChange={trigger.setOpen}
            onCloseAutoFocus={(event) => {
              // Once reported the button is gone: the thanks takes the focus.
              if (!thanks.current) return trigger.returnFocus(event);
              event.preventDefault();
              thanks.current.focus();
            }}
            onReport={onReport}
            onReported={() => setReported(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { useRef, useState } from 'react';
import type { Passkey } from '@restora/shared/contracts/passkeys';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { Button } from '@/components/ui/button';
import { formatLocalDate } from '@/lib/format';
import { RemovePasskeyDialog } from './remove-passkey-dialog';

type Props = {
  passkeys: Passkey[];
  /** Where focus goes when the passkey whose Remove button had it is gone. */
  onFocusLost: () => void;
};

/** The account's passkeys: name, when added and last used, whether synced; each with Remove. */
export function PasskeyList({ passkeys, onFocusLost }: Props) {
  const [asked, setAsked] = useState<Passkey | null>(null);
  const [open, setOpen] = useState(false);
  const openedFrom = useRef<HTMLButtonElement | null>(null);
  if (passkeys.length === 0) return <p className="text-sand-700">{T.none}</p>;
  return (
    <>
      <ul aria-label="Your passkeys" className="divide-y divide-sand-200 rounded-xl border border-sand-200">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words">{passkey.name}</span>
                {passkey.synced ? (
                  <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-medium text-primary-800">
                    Synced
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-sand-700">
                Added {formatLocalDate(passkey.createdAt)} ·{' '}
                {passkey.lastUsedAt ? `Last used ${formatLocalDate(passkey.lastUsedAt)}` : 'Not used yet'}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-haspopup="dialog"
              onClick={(event) => {
                openedFrom.current = event.currentTarget;
                setAsked(passkey);
                setOpen(true);
              }}
            >
              {T.remove}
              <span className="sr-only"> {passkey.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <RemovePasskeyDialog
        passkey={asked}
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (openedFrom.current?.isConnected) openedFrom.current.focus();
          else onFocusLost();
        }}
      />
    </>
  );
}

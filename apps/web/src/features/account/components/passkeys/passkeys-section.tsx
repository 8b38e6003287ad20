import { useRef, useState } from 'react';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePasskeys } from '@/features/account/api/get-passkeys';
import { AccountSection } from '../account-section';
import { AddPasskey } from './add-passkey';
import { PasskeyList } from './passkey-list';

/**
 * The account's passkeys (docs/decisions/passkeys.md): why, the list with Remove, and adding one (the
 * password, the browser's prompt, a name).
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // The add form closes, or a removed passkey's button is gone: focus goes back to 'Add a passkey'.
  const focusAdd = useRef(false);
  const closeAdding = () => {
    focusAdd.current = true;
    setAdding(false);
  };
  return (
    <AccountSection title={T.section} description={T.intro}>
      <div className="grid gap-6">
        {passkeys.isPending ? (
          <div>
            <p role="status" className="sr-only">
              Loading your passkeys...
            </p>
            <Skeleton className="h-20" />
          </div>
        ) : passkeys.isError ? (
          <p role="alert" className="text-danger">
            Could not load your passkeys. Please reload the page.
          </p>
        ) : (
          <PasskeyList passkeys={passkeys.data.items} onFocusLost={() => addButton.current?.focus()} />
        )}
        {adding ? (
          <AddPasskey onDone={closeAdding} onCancel={closeAdding} />
        ) : (
          <div>
            <Button
              ref={(button) => {
                addButton.current = button;
                if (button && focusAdd.current) {
                  focusAdd.current = false;
                  button.focus();
                }
              }}
              onClick={() => setAdding(true)}
            >
              {T.add}
            </Button>
          </div>
        )}
      </div>
    </AccountSection>
  );
}

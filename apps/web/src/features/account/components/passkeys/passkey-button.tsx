import { useId, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { PasskeyPromptError } from '@/lib/passkeys';

/** What to show when a passkey action fails: the browser's prompt, or the API's check of its answer. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof PasskeyPromptError) return error.message;
  if (error instanceof ApiError) return error.fields?.credential ?? error.message;
  return 'Something went wrong. Please try again.';
}

type Props = Omit<ComponentProps<typeof Button>, 'onClick' | 'children' | 'asChild'> & {
  label: string;
  /** The whole action (the API's challenge, the browser's prompt, the answer); throws what went wrong. */
  action: () => Promise<unknown>;
  /**
   * A failure this screen handles itself (a sign-in that has expired); returns true when it has, else
   * the message shows under the button.
   */
  onError?: (error: unknown) => boolean;
};

/**
 * A button that uses a passkey (docs/decisions/passkeys.md): it cannot be pressed twice while the browser
 * asks, and says under it why it did not work (cancelled, not supported, not recognised).
 */
export function PasskeyButton({ label, action, onError, className, disabled, ...buttonProps }: Props) {
  const errorId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (!onError?.(failure)) setError(passkeyErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={cn('grid gap-3', className)}>
      {/* Not disabled while the browser asks: focus stays on the button, and a second press does nothing. */}
      <Button
        variant="outline"
        {...buttonProps}
        disabled={disabled}
        aria-disabled={pending || undefined}
        aria-describedby={error ? errorId : undefined}
        className={pending ? 'opacity-60' : undefined}
        onClick={() => void run()}
      >
        {pending ? 'Waiting for your passkey...' : label}
      </Button>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

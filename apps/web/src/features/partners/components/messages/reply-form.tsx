import { useId, useState, useSyncExternalStore } from 'react';
import { MESSAGE_MAX, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from '@restora/shared/domain/conversations';
import { PARTNER_MESSAGES_TEXTS as T } from '@restora/shared/domain/partner-conversations';
import { PhotoAttach, useMessagePhotos } from '@/components/messages/photo-attach';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';

const draftKey = (threadId: number) => `restora:partner-reply:${threadId}`;

function readDraft(threadId: number) {
  try {
    return window.sessionStorage.getItem(draftKey(threadId)) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(threadId: number, text: string) {
  try {
    if (text) window.sessionStorage.setItem(draftKey(threadId), text);
    else window.sessionStorage.removeItem(draftKey(threadId));
  } catch {
    // Storage may be off (private mode): the draft then lives as long as the page.
  }
}

const noChanges = () => () => {};

/** The shared rules of a message, without zod: it would grow the route (docs/decisions/bundle-budget.md). */
export function messageError(text: string) {
  const trimmed = text.trim();
  if (trimmed === '') return MESSAGE_REQUIRED;
  if (trimmed.length > MESSAGE_MAX) return MESSAGE_TOO_LONG;
  return undefined;
}

type Props = {
  threadId: number;
  onSend: (message: { body: string; photoIds: number[] }) => Promise<unknown>;
};

/** The reply to a thread: a small controlled form whose draft stays in the tab while one looks elsewhere. */
export default function ReplyForm({ threadId, onSend }: Props) {
  const id = useId();
  // The saved draft is read in the browser only, so the server's page and the first render agree.
  const saved = useSyncExternalStore(
    noChanges,
    () => readDraft(threadId),
    () => '',
  );
  const [edited, setText] = useState<string | null>(null);
  const text = edited ?? saved;
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const photos = useMessagePhotos(`/api/partner/conversations/${threadId}/photos`);

  const change = (value: string) => {
    setText(value);
    keepDraft(threadId, value);
    if (error) setError(messageError(value));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = messageError(text);
    setError(invalid);
    setFormError(null);
    if (invalid) return;
    setSending(true);
    try {
      await onSend({ body: text.trim(), photoIds: photos.ids });
      change('');
      photos.clear();
    } catch (e) {
      if (e instanceof ApiError && e.fields?.body) setError(e.fields.body);
      else if (e instanceof ApiError && e.fields?.photoIds) setFormError(e.fields.photoIds);
      else setFormError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  const length = text.trim().length;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3">
      <fieldset disabled={sending} className="grid gap-3">
        <FormField
          id={`${id}-body`}
          label={T.replyLabel}
          error={error}
          hint={
            <span className={length > MESSAGE_MAX ? 'text-danger' : undefined}>
              {length.toLocaleString('en-US')} of {MESSAGE_MAX.toLocaleString('en-US')} characters
            </span>
          }
        >
          {(aria) => <Textarea rows={4} value={text} onChange={(e) => change(e.target.value)} {...aria} />}
        </FormField>
        <PhotoAttach state={photos} />
        <FormAlert message={formError} />
        <div>
          <Button type="submit" disabled={photos.busy}>
            {sending ? T.sending : T.send}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

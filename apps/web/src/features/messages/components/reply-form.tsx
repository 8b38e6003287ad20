import { useId, useState, type FormEvent } from 'react';
import { GUEST_MESSAGES_TEXTS as T } from '@restora/shared/domain/conversations';
import { PhotoAttach, useMessagePhotos } from '@/components/messages/photo-attach';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useSendMessage } from '../api/conversations';
import { MessageBox, messageError, refusalOf } from './message-box';

// A reply not yet sent is kept for the tab's session, per thread, so leaving the thread and coming back
// finds it (docs/decisions/conversations.md, "The guest's screens").
export const draftKey = (conversationId: number) => `restora.message-draft.${conversationId}`;

function readDraft(conversationId: number): string {
  try {
    return sessionStorage.getItem(draftKey(conversationId)) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(conversationId: number, value: string) {
  try {
    if (value) sessionStorage.setItem(draftKey(conversationId), value);
    else sessionStorage.removeItem(draftKey(conversationId));
  } catch {
    // Storage refused (private mode, quota): the draft lives as long as the page.
  }
}

export function ReplyForm({ conversationId }: { conversationId: number }) {
  const id = useId();
  const send = useSendMessage(conversationId);
  const photos = useMessagePhotos(`/api/conversations/${conversationId}/photos`);
  // The thread's data comes after the first render (the server's page shows it loading), so the storage is
  // read here as the booking panel reads its saved selection; the server has none and reads ''.
  const [body, setBody] = useState(() => readDraft(conversationId));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onChange = (value: string) => {
    setBody(value);
    writeDraft(conversationId, value);
    if (fieldError) setFieldError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const invalid = messageError(body);
    if (invalid) return setFieldError(invalid);
    try {
      await send.mutateAsync({ body: body.trim(), photoIds: photos.ids });
      setBody('');
      writeDraft(conversationId, '');
      photos.clear();
    } catch (error) {
      const refusal = refusalOf(error);
      setFieldError(refusal.field);
      setFormError(refusal.form);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Reply" className="grid gap-3">
      <FormAlert message={formError} />
      <MessageBox
        id={`${id}-body`}
        label={T.replyLabel}
        value={body}
        error={fieldError}
        onChange={onChange}
      />
      <PhotoAttach state={photos} />
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending || photos.busy}>
          {send.isPending ? T.sending : T.send}
        </Button>
      </div>
    </form>
  );
}

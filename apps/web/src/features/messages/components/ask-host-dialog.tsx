import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AskAboutKind } from '@restora/shared/domain/conversations';
import { GUEST_MESSAGES_TEXTS as T } from '@restora/shared/domain/conversations';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { useStartConversation } from '../api/conversations';
import { MessageBox, messageError, refusalOf } from './message-box';

type Props = {
  about: { kind: AskAboutKind; id: number };
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The question and Send: the thread opens once it is sent; a refusal keeps what was typed. */
export default function AskHostDialog({ about, subject, open, onOpenChange, onCloseAutoFocus }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const invalid = messageError(body);
    if (invalid) return setFieldError(invalid);
    try {
      const thread = await start.mutateAsync({ about, body: body.trim() });
      onOpenChange(false);
      void navigate(paths.message.to(thread.id));
    } catch (error) {
      const refusal = refusalOf(error);
      setFieldError(refusal.field);
      setFormError(refusal.form);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{T.askHostTitle}</DialogTitle>
          <DialogDescription>
            About {subject}. {T.askHostDescription}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-label={T.askHostTitle}
          className="grid gap-4"
        >
          <FormAlert message={formError} />
          <MessageBox
            id={`${id}-body`}
            label={T.replyLabel}
            value={body}
            error={fieldError}
            rows={5}
            onChange={(value) => {
              setBody(value);
              if (fieldError) setFieldError(null);
            }}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? T.sending : T.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

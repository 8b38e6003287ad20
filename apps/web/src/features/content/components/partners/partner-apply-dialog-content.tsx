import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
import type { PartnerApplicationInput } from '@restora/shared/contracts/content';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useCreatePartnerApplication } from '@/features/content/api/create-partner-application';
import { PartnerApplicationForm } from './partner-application-form';

const FIELDS = ['organisation', 'partnerType', 'contactName', 'email', 'country', 'message'] as const;
// No partner type is chosen at first: the select shows its placeholder.
const EMPTY: DefaultValues<PartnerApplicationInput> = {
  organisation: '',
  contactName: '',
  email: '',
  country: '',
  message: '',
};

type PartnerApplyDialogContentProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The Apply button and its application form (stored: docs/decisions/content.md). */
const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/content').then((m) => m.partnerApplicationSchema),
);

/** The application dialog and its form, loaded when the visitor first opens it. */
export default function PartnerApplyDialogContent({
  open,
  setOpen,
  onCloseAutoFocus,
}: PartnerApplyDialogContentProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const apply = useCreatePartnerApplication();
  // The form lives outside the dialog content, so closing the dialog does not throw typed values away.
  const form = useForm<PartnerApplicationInput>({
    resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apply.mutateAsync(values);
      setSentTo(values.email);
      toast({ title: 'Thank you for applying', description: 'Our partnerships team will be in touch soon.' });
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fields ?? {}).filter(([name]) =>
          (FIELDS as readonly string[]).includes(name),
        );
        for (const [name, message] of fields) {
          form.setError(name as (typeof FIELDS)[number], { type: 'server', message });
        }
        if (!fields.length) setFormError(error.message);
      } else {
        setFormError('Something went wrong. Please try again.');
      }
    }
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // After a sent application the next visit to the dialog starts a fresh one.
    if (!next && sentTo) {
      setSentTo(null);
      form.reset(EMPTY);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        {sentTo ? (
          <>
            <DialogHeader className="justify-items-start">
              <CircleCheck className="size-10 text-success" aria-hidden />
              <DialogTitle>Application received</DialogTitle>
              <DialogDescription className="text-base">
                Thank you. Our partnerships team will review your application and reply to {sentTo} within
                five working days.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Apply to become a partner</DialogTitle>
              <DialogDescription>
                Tell us about your business. Every field is required; we reply within five working days.
              </DialogDescription>
            </DialogHeader>
            <PartnerApplicationForm
              form={form}
              onSubmit={(event) => void onSubmit(event)}
              formError={formError}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

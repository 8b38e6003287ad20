import { CalendarCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { formatServiceDate } from './service-dates';

export type BookedService = { id: number; title: string; date: string; totalCents: number };

export type ServicesConfirmationDialogProps = {
  booked: readonly BookedService[] | null;
  onOkay: () => void;
  /** The close button or Escape (not the same as Okay; docs/decisions/services.md). */
  onClose: () => void;
};

/** Shown once the services are paid for: what was booked, and on which day. */
export default function ServicesConfirmationDialogContent({
  booked,
  onOkay,
  onClose,
}: ServicesConfirmationDialogProps) {
  return (
    <Dialog
      open={booked !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        // A stray click beside the dialog should not end the flow; Escape and the close button do.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <span className="mb-2 grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
            <CalendarCheck className="size-6" aria-hidden />
          </span>
          <DialogTitle>Services Booked</DialogTitle>
          <DialogDescription>
            Thank you for your booking! Your wellness services have been confirmed.
          </DialogDescription>
        </DialogHeader>
        <ul
          aria-label="Booked services"
          className="divide-y divide-sand-200 rounded-2xl border border-sand-200"
        >
          {(booked ?? []).map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold leading-snug">{item.title}</p>
                <p className="text-sm text-sand-700">
                  <time dateTime={item.date}>{formatServiceDate(item.date)}</time>
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatMoney(item.totalCents)}</p>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onOkay} className="min-w-28">
            Okay
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export type BookingConfirmedDialogProps = { open: boolean; onClose: () => void };

/** Shown after a stay is paid; closing it leads on to the services for that stay. */
export default function BookingConfirmedDialogContent({ open, onClose }: BookingConfirmedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Booking Confirmed</DialogTitle>
          <DialogDescription>
            Thank you for your booking! Your wellness stay has been confirmed.
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-3 rounded-2xl bg-primary-50 p-4 text-sm text-primary-900">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
          <p>
            Make the most of your stay: add yoga classes, spa treatments, personal training or a nutrition
            consultation.
          </p>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>Browse Services</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerBooking } from '@restora/shared/contracts/partner-bookings';
import CancelBookingDialogContent from './cancel-booking-dialog-content';
import { PartnerBookingCard } from './partner-booking-card';

// The dialog promises what the server says is left to refund, not the total
// (docs/decisions/partner-bookings.md).

const booking: PartnerBooking = {
  id: 41,
  kind: 'stay',
  status: 'confirmed',
  guestName: 'Greta Guest',
  guestEmail: 'greta@example.com',
  propertyId: 3,
  propertyName: 'Harbour House',
  roomId: 8,
  serviceId: null,
  title: 'Bay Suite',
  checkIn: '2030-05-10',
  checkOut: '2030-05-12',
  guests: 2,
  totalCents: 52_000,
  refundedCents: 0,
  refundableCents: 52_000,
  refundStatus: null,
  cancelledBy: null,
  cancellationReason: null,
  cancelledAt: null,
  canCancel: true,
};

function renderDialog(b: PartnerBooking) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelBookingDialogContent booking={b} open setOpen={() => {}} onCloseAutoFocus={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

describe('CancelBookingDialogContent', () => {
  it('promises the whole total when nothing was refunded', () => {
    const dialog = renderDialog(booking);
    expect(dialog.textContent).toContain(
      'Greta Guest will be refunded $520 in full and e-mailed your reason.',
    );
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeTruthy();
  });

  it('promises only what is left after the operator refunded $147', () => {
    const dialog = renderDialog({ ...booking, refundedCents: 14_700, refundableCents: 37_300 });
    expect(dialog.textContent).toContain(
      'Greta Guest will be refunded $373 of the $520 paid (Restora has already refunded the rest)',
    );
    expect(dialog.textContent).not.toContain('in full');
  });

  it('says an earlier refund that failed is still being refunded, apart from what is left', () => {
    const dialog = renderDialog({ ...booking, refundStatus: 'failed', refundableCents: 37_300 });
    expect(dialog.textContent).toContain(
      'will be refunded $373 of the $520 paid (Restora has already refunded, or is refunding, the rest)',
    );
  });

  it('says nothing is left to refund and offers to cancel without a refund', () => {
    const dialog = renderDialog({ ...booking, refundedCents: 52_000, refundableCents: 0 });
    expect(dialog.textContent).toContain(
      'Nothing is left to refund: Restora has already refunded the $520 paid. Greta Guest will be e-mailed your reason.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });
});

describe('PartnerBookingCard', () => {
  it('shows a failed refund for its own amount, beside what was refunded', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ul>
          <PartnerBookingCard
            booking={{
              ...booking,
              refundedCents: 10_000,
              refundableCents: 37_300,
              refundStatus: 'failed',
            }}
          />
        </ul>
      </QueryClientProvider>,
    );
    const card = screen.getByRole('listitem', { name: 'Greta Guest' });
    expect(card.textContent).toContain('Refunded $100');
    expect(card.textContent).toContain('Refund of $47 pending: Restora will retry it');
  });
});

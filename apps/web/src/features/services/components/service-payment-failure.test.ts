import { describe, expect, it } from 'vitest';
import { fullyBooked } from '@restora/shared/domain/partner-services';
import { ApiError } from '@/lib/api-client';
import { servicePaymentFailure } from './service-payment-failure';

describe('servicePaymentFailure', () => {
  it("shows the server's message for a full day", () => {
    const message = fullyBooked('Yoga Class', '2027-03-04');
    expect(servicePaymentFailure(new ApiError(409, 'conflict', message))).toEqual({
      title: 'Fully booked',
      description: 'Yoga Class is fully booked on Mar 4, 2027. Please choose another day.',
    });
  });

  it('keeps the payment failure text for a declined card and anything else', () => {
    for (const error of [new ApiError(402, 'payment_failed', 'declined'), new Error('offline')])
      expect(servicePaymentFailure(error).title).toBe('Payment failed');
  });
});

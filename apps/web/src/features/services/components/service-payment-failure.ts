import { ApiError } from '@/lib/api-client';

const PAYMENT_FAILED = 'There was an error processing your payment. Please try again.';

/**
 * The toast for a refused service payment: a full day (409) says which service and date, as the server
 * wrote it (docs/decisions/partner-services.md); anything else is the spec's payment failure.
 */
export function servicePaymentFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && error.status === 409)
    return { title: 'Fully booked', description: error.message };
  return { title: 'Payment failed', description: PAYMENT_FAILED };
}

import { BOOKING_MODES, type BookingMode } from '@restora/shared/domain/booking-requests';
import { FormSection } from './form-section';
import type { RetreatForm } from './retreat-form-parts';

const MODES: Record<BookingMode, { label: string; text: string }> = {
  instant: { label: 'Instant booking', text: 'Guests book and pay at once; their place is confirmed.' },
  request: {
    label: 'Request to book',
    text: 'Guests ask with a message. You accept or decline each request within 24 hours; the card is charged only if you accept.',
  },
};

/**
 * "How guests book" a retreat, a group of two radios: at once, or on request
 * (docs/decisions/request-to-book.md). Each radio is named by its label alone and described by its text.
 */
export function RetreatBookingModeField({ form, id }: { form: RetreatForm; id: string }) {
  return (
    <FormSection title="How guests book">
      <div className="grid gap-2">
        {BOOKING_MODES.map((mode) => (
          <label
            key={mode}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              value={mode}
              aria-labelledby={`${id}-bookingMode-${mode}`}
              aria-describedby={`${id}-bookingMode-${mode}-text`}
              className="mt-1 size-4 accent-primary-700"
              {...form.register('bookingMode')}
            />
            <span className="grid gap-0.5 text-sm">
              <span id={`${id}-bookingMode-${mode}`} className="font-medium">
                {MODES[mode].label}
              </span>
              <span id={`${id}-bookingMode-${mode}-text`} className="text-sand-700">
                {MODES[mode].text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </FormSection>
  );
}

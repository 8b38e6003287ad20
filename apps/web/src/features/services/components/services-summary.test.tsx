import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesSummary } from './services-summary';

const services = [
  { id: 2, title: 'Yoga Class', priceCents: 3000, category: 'Yoga', imageUrl: '/y.svg' },
  { id: 3, title: 'Spa Treatment', priceCents: 12_000, category: 'Spa', imageUrl: '/s.svg' },
];

function Harness({ errors = {}, disabled = false }: { errors?: Record<number, string>; disabled?: boolean }) {
  const [dates, setDates] = useState<Record<number, string>>({ 2: '2026-05-01', 3: '2026-05-01' });
  return (
    <ServicesSummary
      services={services}
      totalCents={15_000}
      dates={dates}
      errors={errors}
      onDateChange={(id, date) => setDates((d) => ({ ...d, [id]: date }))}
      min="2026-04-01"
      max="2027-04-01"
      disabled={disabled}
    />
  );
}

describe('ServicesSummary', () => {
  it('lists each service with its price, a labelled date and the total', () => {
    render(<Harness />);
    expect(screen.getByRole('region', { name: 'Your Services' })).toBeTruthy();
    expect(screen.getByText('$30')).toBeTruthy();
    expect(screen.getByText('$120')).toBeTruthy();
    expect(screen.getByText('$150')).toBeTruthy();
    const yoga = screen.getByLabelText<HTMLInputElement>('Date for Yoga Class');
    expect(yoga.type).toBe('date');
    expect(yoga.value).toBe('2026-05-01');
    expect(yoga.min).toBe('2026-04-01');
    expect(yoga.max).toBe('2027-04-01');
  });

  it('changes one date without touching the others', async () => {
    render(<Harness />);
    const spa = screen.getByLabelText<HTMLInputElement>('Date for Spa Treatment');
    await userEvent.clear(spa);
    await userEvent.type(spa, '2026-06-15');
    expect(spa.value).toBe('2026-06-15');
    expect(screen.getByLabelText<HTMLInputElement>('Date for Yoga Class').value).toBe('2026-05-01');
  });

  it('shows a date’s error on its field, and locks the dates while paying', () => {
    render(<Harness errors={{ 3: 'The date cannot be in the past' }} disabled />);
    const spa = screen.getByLabelText<HTMLInputElement>('Date for Spa Treatment');
    expect(spa.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('The date cannot be in the past');
    expect(spa.getAttribute('aria-describedby')).toBe(message.id);
    expect(
      screen.getByLabelText<HTMLInputElement>('Date for Yoga Class').getAttribute('aria-invalid'),
    ).toBeNull();
    expect(spa.closest('fieldset')?.disabled).toBe(true);
  });
});

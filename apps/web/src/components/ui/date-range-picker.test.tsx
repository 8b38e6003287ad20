import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, formatDateRange, type DateRange } from './date-range-picker';

describe('formatDateRange', () => {
  it("shows 'MMM d – MMM d, yyyy', with both years when the range crosses one", () => {
    expect(formatDateRange({ from: '2026-12-01', to: '2026-12-04' })).toBe('Dec 1 – Dec 4, 2026');
    expect(formatDateRange({ from: '2026-12-30', to: '2027-01-02' })).toBe('Dec 30, 2026 – Jan 2, 2027');
  });

  it('says when only the start is chosen, and nothing for an empty range', () => {
    expect(formatDateRange({ from: '2026-12-01', to: null })).toBe('From Dec 1, 2026');
    expect(formatDateRange({ from: null, to: null })).toBeNull();
  });
});

function Harness({ onChange }: { onChange: (v: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ from: null, to: null });
  return (
    <DateRangePicker
      label="Dates"
      value={value}
      minDate="2026-12-01"
      maxDate="2026-12-20"
      maxNights={5}
      isDateDisabled={(d) => d === '2026-12-10'}
      numberOfMonths={1}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('is a button named by its label and value that opens a calendar and closes once a range is picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Dates Add dates' });

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: /December 2, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-02', to: null });
    expect(screen.getByText('Select check-out date')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /December 5, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-02', to: '2026-12-05' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.textContent).toContain('Dec 2 – Dec 5, 2026');
  });

  it('disables days before the minimum and the ones the caller rules out', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    expect((await screen.findByRole('button', { name: /December 10, 2026/ })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: /December 11, 2026/ }).hasAttribute('disabled')).toBe(false);
  });

  it('disables days after the maximum, and starts again on a range longer than the most nights', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    expect((await screen.findByRole('button', { name: /December 20, 2026/ })).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: /December 21, 2026/ }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: /December 12, 2026/ }));
    await user.click(screen.getByRole('button', { name: /December 18, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-18', to: null });
    await user.click(screen.getByRole('button', { name: /December 20, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-18', to: '2026-12-20' });
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: /^Dates/ });
    await user.click(trigger);
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});

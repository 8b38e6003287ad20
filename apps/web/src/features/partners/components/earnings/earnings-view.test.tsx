import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EarningsFigures, PartnerEarnings } from '@restora/shared/contracts/partner-earnings';
import { scaleTop } from './earnings-chart';
import { EarningsView } from './earnings-view';

const f = (
  grossCents: number,
  grossCount: number,
  cancelledCents = 0,
  cancelledCount = 0,
): EarningsFigures => ({
  grossCents,
  grossCount,
  cancelledCents,
  cancelledCount,
  netCents: grossCents - cancelledCents,
  netCount: grossCount - cancelledCount,
});

const earnings: PartnerEarnings = {
  year: 2025,
  propertyId: null,
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `2025-${String(i + 1).padStart(2, '0')}`,
    ...(i === 2 ? f(55_050, 3, 20_000, 1) : i === 6 ? f(45_000, 1) : f(0, 0)),
  })),
  totals: f(100_050, 4, 20_000, 1),
  properties: [
    { id: 7, name: 'Dunes Lodge', totals: f(65_000, 2, 20_000, 1) },
    { id: 3, name: 'Harbour House', totals: f(35_050, 2) },
    { id: 9, name: 'Quiet Barn', totals: f(0, 0) },
  ],
  retreats: {
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `2025-${String(i + 1).padStart(2, '0')}`,
      depositCents: i === 4 ? 50_000 : 0,
      balanceCents: i === 4 ? 150_000 : 0,
      refundedCents: 0,
      netCents: i === 4 ? 200_000 : 0,
      places: i === 4 ? 1 : 0,
    })),
    totals: { depositCents: 50_000, balanceCents: 150_000, refundedCents: 0, netCents: 200_000, places: 1 },
  },
};

function renderView(onScope = vi.fn()) {
  render(
    <EarningsView
      earnings={earnings}
      scope={{ year: 2025, propertyId: undefined }}
      thisYear={2026}
      onScope={onScope}
      loading={false}
    />,
  );
  return onScope;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('EarningsView', () => {
  it('shows each month with gross, refunds (and how many cancelled) and net, and the year in a totals row', () => {
    renderView();
    const table = screen.getByRole('table', { name: 'Earnings per month of 2025' });
    const march = within(table).getByRole('row', { name: /^Mar/ });
    expect(cells(march)).toEqual(['$550.503 bookings', '$2001 cancelled', '$350.502 bookings']);
    const july = within(table).getByRole('row', { name: /^Jul/ });
    expect(cells(july)).toEqual(['$4501 booking', '$00 cancelled', '$4501 booking']);
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(cells(total)).toEqual(['$1,000.504 bookings', '$2001 cancelled', '$800.503 bookings']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 1);
  });

  it('shows the retreats beside the bookings: deposits, balances, refunds and net by start month', () => {
    renderView();
    const table = screen.getByRole('table', { name: 'Retreats by the month of their start, 2025' });
    const may = within(table).getByRole('row', { name: /^May/ });
    expect(cells(may)).toEqual(['$500', '$1,500', '$0', '$2,0001 place']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1 + 1);
  });

  it('lists the properties with something in the year, and says how many had nothing', () => {
    renderView();
    const table = screen.getByRole('table', { name: 'Earnings per property in 2025' });
    expect(cells(within(table).getByRole('row', { name: /^Dunes Lodge/ }))).toEqual([
      '$6502 bookings',
      '$2001 cancelled',
      '$4501 booking',
    ]);
    expect(within(table).queryByRole('row', { name: /^Quiet Barn/ })).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    expect(
      screen.getByText('1 property had no bookings and no refunds in 2025, so it is not listed.'),
    ).toBeTruthy();
    // The property select still offers it.
    expect(
      within(screen.getByLabelText('Property')).getByRole('option', { name: 'Quiet Barn' }),
    ).toBeTruthy();
  });

  it('leaves the table out when no property had anything, and says so', () => {
    const idle = f(0, 0);
    render(
      <EarningsView
        earnings={{
          ...earnings,
          months: earnings.months.map((m) => ({ ...m, ...idle })),
          totals: idle,
          properties: earnings.properties.map((p) => ({ ...p, totals: idle })),
        }}
        scope={{ year: 2025, propertyId: undefined }}
        thisYear={2026}
        onScope={vi.fn()}
        loading={false}
      />,
    );
    expect(screen.queryByRole('table', { name: 'Earnings per property in 2025' })).toBeNull();
    expect(
      screen.getByText('3 properties had no bookings and no refunds in 2025, so they are not listed.'),
    ).toBeTruthy();
  });

  it('draws one bar pair per month under a summary a screen reader can read', () => {
    const { container } = render(
      <EarningsView
        earnings={earnings}
        scope={{ year: 2025, propertyId: undefined }}
        thisYear={2026}
        onScope={vi.fn()}
        loading={false}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Earnings per month of 2025. Gross $1,000.50, refunds $200, net $800.50. Highest gross in Mar: $550.50.',
    });
    expect(chart).toBeTruthy();
    const march = container.querySelector('[data-month="2025-03"]')!;
    const [net, cancelled] = march.querySelectorAll('rect');
    // The scale tops at $1,000 (the largest month is $550.50): net is 35.05% high, refunds 20% above it.
    expect(scaleTop(55_050)).toBe(100_000);
    expect(net!.getAttribute('height')).toBe('35.05%');
    expect(cancelled!.getAttribute('height')).toBe('20%');
    expect(cancelled!.getAttribute('y')).toBe(`${100 - 55.05}%`);
    expect(container.querySelectorAll('[data-month]')).toHaveLength(12);
  });

  it('changes the year with the buttons or the select, and the property with its select', async () => {
    const user = userEvent.setup();
    const onScope = renderView();
    await user.click(screen.getByRole('button', { name: 'Previous year, 2024' }));
    expect(onScope).toHaveBeenLastCalledWith({ year: 2024, propertyId: undefined });
    await user.click(screen.getByRole('button', { name: 'Next year, 2026' }));
    expect(onScope).toHaveBeenLastCalledWith({ year: 2026, propertyId: undefined });
    await user.selectOptions(screen.getByLabelText('Year'), '2021');
    expect(onScope).toHaveBeenLastCalledWith({ year: 2021, propertyId: undefined });
    const property = screen.getByLabelText('Property');
    expect(
      within(property)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All properties', 'Dunes Lodge', 'Harbour House', 'Quiet Barn']);
    await user.selectOptions(property, 'Harbour House');
    expect(onScope).toHaveBeenLastCalledWith({ year: 2025, propertyId: 3 });
  });

  it('scales to round amounts', () => {
    expect([0, 1, 99, 100, 101, 2_400, 2_600, 7_000, 12_345_678].map(scaleTop)).toEqual([
      10_000, 1, 100, 100, 200, 2_500, 5_000, 10_000, 20_000_000,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatUsd, nightlyPrices, nightsBetween, quoteStay } from './stay-quote';

describe('quoteStay', () => {
  it('prices 3 nights at $150: 450 + 25 + 30 + 54 taxes = 559', () => {
    const q = quoteStay({ nightlyPriceCents: 15_000, nights: 3 });
    expect(q.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['$150 x 3 nights', 45_000],
      ['Cleaning fee', 2_500],
      ['Service fee', 3_000],
      ['Taxes', 5_400],
    ]);
    expect(q.totalCents).toBe(55_900);
    expect(q.subtotalCents).toBe(45_000);
  });

  it('says night for one night', () => {
    expect(quoteStay({ nightlyPriceCents: 4_000, nights: 1 }).lines[0]?.label).toBe('$40 x 1 night');
  });

  it('rounds taxes to whole dollars, half up', () => {
    // 12% of 137.50 = 16.50 -> 17; 12% of 137 = 16.44 -> 16
    expect(quoteStay({ nightlyPriceCents: 13_750, nights: 1 }).lines[3]?.amountCents).toBe(1_700);
    expect(quoteStay({ nightlyPriceCents: 13_700, nights: 1 }).lines[3]?.amountCents).toBe(1_600);
  });

  it('handles a free room and long stays without float drift', () => {
    expect(quoteStay({ nightlyPriceCents: 0, nights: 2 }).totalCents).toBe(5_500);
    const long = quoteStay({ nightlyPriceCents: 48_000, nights: 365 });
    expect(long.lines[0]?.amountCents).toBe(17_520_000);
    expect(long.totalCents).toBe(17_520_000 + 5_500 + 2_102_400);
  });

  it("charges the room's own cleaning fee, none included", () => {
    const q = quoteStay({ nightlyPriceCents: 10_000, nights: 2, cleaningFeeCents: 4_250 });
    expect(q.lines[1]).toEqual({ kind: 'cleaning', label: 'Cleaning fee', amountCents: 4_250 });
    expect(q.totalCents).toBe(20_000 + 4_250 + 3_000 + 2_400);
    expect(
      quoteStay({ nightlyPriceCents: 10_000, nights: 1, cleaningFeeCents: 0 }).lines[1]?.amountCents,
    ).toBe(0);
    expect(() => quoteStay({ nightlyPriceCents: 10_000, nights: 1, cleaningFeeCents: -1 })).toThrow(
      RangeError,
    );
  });

  it('refuses zero nights and bad prices', () => {
    expect(() => quoteStay({ nightlyPriceCents: 10_000, nights: 0 })).toThrow(RangeError);
    expect(() => quoteStay({ nightlyPriceCents: -1, nights: 2 })).toThrow(RangeError);
    expect(() => quoteStay({ nightlyPriceCents: 10.5, nights: 2 })).toThrow(RangeError);
  });
});

describe('nightsBetween', () => {
  it('counts nights across months and the DST change', () => {
    expect(nightsBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(nightsBetween('2026-10-24', '2026-10-27')).toBe(3);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('formatUsd', () => {
  it('drops cents only when there are none', () => {
    expect(formatUsd(123_400)).toBe('$1,234');
    expect(formatUsd(1_999)).toBe('$19.99');
  });

  it('groups thousands and pads cents, from zero to millions', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(99_999)).toBe('$999.99');
    expect(formatUsd(100_050)).toBe('$1,000.50');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(-1_999)).toBe('$-19.99');
  });

  it('writes what Intl.NumberFormat wrote for en-US', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 1, 10, 99, 100, 101, 1_000, 99_900, 100_000, 1_234_501, 987_654_321]) {
      expect(formatUsd(amount)).toBe(`$${(amount % 100 === 0 ? whole : cents).format(amount / 100)}`);
    }
  });
});

describe("a partner's prices for some nights (docs/decisions/room-calendars.md)", () => {
  const overrides = [
    { fromDate: '2030-12-20', toDate: '2030-12-22', priceCents: 18_000 },
    { fromDate: '2030-12-22', toDate: '2030-12-23', priceCents: 20_000 },
  ];

  it('prices each night: the override that covers it, else the room price', () => {
    expect(nightlyPrices('2030-12-19', 5, 12_000, overrides)).toEqual([
      12_000, 18_000, 18_000, 20_000, 12_000,
    ]);
    expect(nightlyPrices('2030-12-01', 2, 12_000, overrides)).toEqual([12_000, 12_000]);
  });

  it('sums the nights, one line per run at one price, and taxes the sum', () => {
    const { lines, subtotalCents, totalCents } = quoteStay({
      nightlyPriceCents: 12_000,
      nights: 5,
      nightlyPricesCents: [12_000, 18_000, 18_000, 20_000, 12_000],
    });
    expect(lines.filter((l) => l.kind === 'nights')).toEqual([
      { kind: 'nights', label: '$120 x 1 night', amountCents: 12_000 },
      { kind: 'nights', label: '$180 x 2 nights', amountCents: 36_000 },
      { kind: 'nights', label: '$200 x 1 night', amountCents: 20_000 },
      { kind: 'nights', label: '$120 x 1 night', amountCents: 12_000 },
    ]);
    expect(subtotalCents).toBe(80_000);
    expect(lines.find((l) => l.kind === 'taxes')!.amountCents).toBe(9_600);
    expect(totalCents).toBe(80_000 + 2_500 + 3_000 + 9_600);
  });

  it('refuses a list of prices that does not match the nights', () => {
    expect(() => quoteStay({ nightlyPriceCents: 100, nights: 2, nightlyPricesCents: [100] })).toThrow(
      RangeError,
    );
    expect(() => quoteStay({ nightlyPriceCents: 100, nights: 1, nightlyPricesCents: [-1] })).toThrow(
      RangeError,
    );
  });
});

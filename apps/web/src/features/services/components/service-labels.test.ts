import { describe, expect, it } from 'vitest';
import { formatDuration, typeLabel } from './service-labels';

describe('formatDuration', () => {
  it('shows minutes under an hour', () => {
    expect(formatDuration(1)).toBe('1 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(59)).toBe('59 min');
  });

  it('shows whole hours without minutes', () => {
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(120)).toBe('2 hr');
  });

  it('shows hours and the minutes left over', () => {
    expect(formatDuration(75)).toBe('1 hr 15 min');
    expect(formatDuration(90)).toBe('1 hr 30 min');
  });

  it('shows nothing for a zero, negative or missing duration', () => {
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(-5)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('typeLabel', () => {
  it('names every service type', () => {
    expect(typeLabel('fitness')).toBe('Fitness');
    expect(typeLabel('yoga')).toBe('Yoga');
    expect(typeLabel('spa')).toBe('Spa');
    expect(typeLabel('other')).toBe('Wellness');
  });
});

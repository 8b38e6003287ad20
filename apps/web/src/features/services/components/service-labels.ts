import type { WellnessService } from '@restora/shared/contracts/services';

const TYPE_LABELS: Record<WellnessService['type'], string> = {
  fitness: 'Fitness',
  yoga: 'Yoga',
  spa: 'Spa',
  other: 'Wellness',
};

export function typeLabel(type: WellnessService['type']): string {
  return TYPE_LABELS[type];
}

/** 45 -> '45 min', 60 -> '1 hr', 90 -> '1 hr 30 min'. */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

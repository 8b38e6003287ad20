import type { JourneyItemKind } from '@restora/shared/contracts/journey';
import { JOURNEY_KINDS, type RecommendationKind } from '@restora/shared/domain/quiz';
import { parseIdParam } from '@/lib/id-param';

/** A suggestion to save, as the results URL carries it across sign-in: ?save=stay:12 (never a retreat). */
export type SaveTarget = { kind: JourneyItemKind; id: number };
export type SaveState = 'idle' | 'saving' | 'saved';

export const SAVE_PARAM = 'save';

/** A suggestion's key, of any kind (its save state, its list key). */
export const saveKey = (target: { kind: RecommendationKind; id: number }) => `${target.kind}:${target.id}`;

export function parseSaveTarget(value: string | null): SaveTarget | null {
  const match = /^([a-z]+):(\w+)$/.exec(value ?? '');
  if (!match) return null;
  const kind = JOURNEY_KINDS.find((k) => k === match[1]);
  const id = parseIdParam(match[2]);
  return kind && id !== null ? { kind, id } : null;
}

/** The path and query with `save` set to the target, every other parameter kept. */
export function withSaveTarget(pathname: string, search: string, target: SaveTarget): string {
  const params = new URLSearchParams(search);
  params.set(SAVE_PARAM, saveKey(target));
  return `${pathname}?${params.toString()}`;
}

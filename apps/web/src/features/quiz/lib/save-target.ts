import { RECOMMENDATION_KINDS, type RecommendationKind } from '@restora/shared/domain/quiz';

/** A suggestion to save, as the results URL carries it across sign-in: ?save=stay:12 */
export type SaveTarget = { kind: RecommendationKind; id: number };
export type SaveState = 'idle' | 'saving' | 'saved';

export const SAVE_PARAM = 'save';
const MAX_ID = 2_147_483_647;

export const saveKey = (target: SaveTarget) => `${target.kind}:${target.id}`;

export function parseSaveTarget(value: string | null): SaveTarget | null {
  const match = /^([a-z]+):([1-9]\d{0,9})$/.exec(value ?? '');
  if (!match) return null;
  const kind = RECOMMENDATION_KINDS.find((k) => k === match[1]);
  const id = Number(match[2]);
  return kind && id <= MAX_ID ? { kind, id } : null;
}

/** The path and query with `save` set to the target, every other parameter kept. */
export function withSaveTarget(pathname: string, search: string, target: SaveTarget): string {
  const params = new URLSearchParams(search);
  params.set(SAVE_PARAM, saveKey(target));
  return `${pathname}?${params.toString()}`;
}

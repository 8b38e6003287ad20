export type StayLocation = { city: string; state: string | null; country: string };
export type PlaceSuggestion = { value: string; hint: string };

export const PLACE_SUGGESTION_LIMIT = 8;

/**
 * Places to offer while typing a location: each city, region and country once (the search matches any of
 * them), those starting with the text first.
 */
export function placeSuggestions(locations: readonly StayLocation[], text: string): PlaceSuggestion[] {
  const q = text.trim().toLowerCase();
  const seen = new Map<string, PlaceSuggestion>();
  const add = (value: string | null, hint: string) => {
    if (!value || seen.has(value.toLowerCase())) return;
    seen.set(value.toLowerCase(), { value, hint });
  };
  for (const l of locations) {
    add(l.city, [l.state, l.country].filter(Boolean).join(', '));
    add(l.state, l.country);
  }
  for (const l of locations) add(l.country, 'Country');
  const all = [...seen.values()];
  if (!q) return all.slice(0, PLACE_SUGGESTION_LIMIT);
  const starts = all.filter((p) => p.value.toLowerCase().startsWith(q));
  const contains = all.filter(
    (p) => !p.value.toLowerCase().startsWith(q) && p.value.toLowerCase().includes(q),
  );
  return [...starts, ...contains].slice(0, PLACE_SUGGESTION_LIMIT);
}

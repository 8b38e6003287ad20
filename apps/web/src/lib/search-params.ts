/** Query values as URL parameters, in their order; those left undefined are left out. */
export function toSearchParams(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

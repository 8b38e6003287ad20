/**
 * A seeded property's amenities and wellness features: those of its rooms, together, in first-seen order
 * (the property's lists are what its partner edits: docs/decisions/partner-listings.md).
 */
export function propertyLists(rooms: readonly { amenities?: string[]; wellnessFeatures?: string[] }[]) {
  return {
    amenities: [...new Set(rooms.flatMap((r) => r.amenities ?? []))],
    wellnessFeatures: [...new Set(rooms.flatMap((r) => r.wellnessFeatures ?? []))],
  };
}

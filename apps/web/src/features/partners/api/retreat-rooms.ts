import { usePartnerProperty } from './get-partner-property';

/** The rooms of one of the partner's properties, for a retreat option's choice of room (none while loading). */
export function useRetreatRooms(propertyId: number | null) {
  const property = usePartnerProperty(propertyId ?? 0, propertyId !== null && propertyId > 0);
  return property.data?.rooms ?? [];
}

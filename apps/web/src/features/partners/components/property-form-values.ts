import type { PartnerPropertyDetail, PropertyFormInput } from '@restora/shared/contracts/partner-listings';

/** A new property's form: empty, with the usual check-in and check-out times. */
export const emptyProperty: PropertyFormInput = {
  name: '',
  type: '' as PropertyFormInput['type'],
  setting: '' as PropertyFormInput['setting'],
  address: '',
  city: '',
  state: '',
  country: '',
  latitude: '',
  longitude: '',
  description: '',
  amenities: [],
  wellnessFeatures: [],
  houseRules: '',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  bookingMode: 'instant',
};

/** A saved property as its form shows it. */
export const propertyToForm = (p: PartnerPropertyDetail): PropertyFormInput => ({
  name: p.name,
  type: p.type as PropertyFormInput['type'],
  setting: (p.setting ?? '') as PropertyFormInput['setting'],
  address: p.address,
  city: p.city,
  state: p.state ?? '',
  country: p.country,
  latitude: String(p.latitude),
  longitude: String(p.longitude),
  description: p.description,
  amenities: p.amenities as PropertyFormInput['amenities'],
  wellnessFeatures: p.wellnessFeatures as PropertyFormInput['wellnessFeatures'],
  houseRules: p.houseRules,
  checkInTime: p.checkInTime,
  checkOutTime: p.checkOutTime,
  bookingMode: p.bookingMode,
});

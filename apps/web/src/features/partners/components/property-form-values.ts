import type { PropertyFormInput } from '@restora/shared/contracts/partner-listings';

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
};

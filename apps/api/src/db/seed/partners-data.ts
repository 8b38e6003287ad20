// The sample partner organisations (docs/decisions/partners.md): the ten sample properties split by
// region, each organisation with a demo account listed in the README under "Demo accounts".

/** The demo partners' password: it passes the registration rules (8+ characters, not a common one). */
export const DEMO_PARTNER_PASSWORD = 'quiet harbour 2026';

export type SeedOrganisation = {
  name: string;
  member: { name: string; email: string };
  /** Sample properties by name (stays-data.ts). */
  properties: string[];
};

export const seedOrganisations: SeedOrganisation[] = [
  {
    name: 'Lotus Path Retreats',
    member: { name: 'Maya Lestari', email: 'partner@restora.example' },
    properties: ['Subak Rise Yoga Shala', 'Sadhana Vana Yoga House', 'Shirakumo Ryokan & Onsen'],
  },
  {
    name: 'Pacific Edge Hospitality',
    member: { name: 'Diego Alvarado', email: 'partner.americas@restora.example' },
    properties: ['Casa Colibrí Yoga House', 'Cedar Tide Retreat'],
  },
  {
    name: 'Atlas & Alps Spa Collective',
    member: { name: 'Lena Brunner', email: 'partner.europe@restora.example' },
    properties: [
      'Daubenhorn Thermal Spa',
      'Kasbah Amzri Desert Spa',
      'Asteri Caldera Spa',
      'Quinta da Oliveira Velha',
      'Lindarvík Lake Retreat',
    ],
  },
];

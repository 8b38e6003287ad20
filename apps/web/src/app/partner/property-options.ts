import type { PartnerHome } from '@restora/shared/contracts/partners';

/** Every property of the partner's organisations, for a form's choice of property. */
export function partnerPropertyOptions(home: PartnerHome) {
  return home.organisations.flatMap((o) =>
    o.properties.map((p) => ({
      id: p.id,
      name: home.organisations.length > 1 ? `${p.name} (${o.name})` : p.name,
    })),
  );
}

import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { useSavePartnerProperty } from '@/features/partners/api/save-partner-property';
import { emptyProperty } from '@/features/partners/components/property-form-values';
import { PartnerFrame } from '../partner/partner-frame';
import { LazyPropertyForm } from '../partner/lazy-property-form';

/** A new property, unpublished until it has a room and is published (docs/decisions/partner-listings.md). */
export function Component() {
  const session = useSession();
  const home = usePartnerHome(Boolean(session.user));
  const save = useSavePartnerProperty();
  const navigate = useNavigate();
  const id = useId();
  const [organisationId, setOrganisationId] = useState<number | null>(null);
  return (
    <PartnerFrame
      title="Add a property"
      returnTo={paths.partnerPropertyNew.to()}
      session={session}
      query={home}
      back={{ to: paths.partner.to(), label: 'Your properties' }}
    >
      {(data) => {
        const organisations = data.organisations;
        const chosen = organisationId ?? organisations[0]?.id;
        return (
          <LazyPropertyForm
            defaultValues={emptyProperty}
            submitLabel="Create property"
            onSubmit={async (values) => {
              const created = await save.mutateAsync({ ...values, organisationId: chosen });
              void navigate(paths.partnerProperty.to(created.id));
            }}
          >
            {organisations.length > 1 ? (
              <FormField id={`${id}-organisation`} label="Organisation">
                {(aria) => (
                  <Select
                    {...aria}
                    value={chosen}
                    onChange={(e) => setOrganisationId(Number(e.target.value))}
                  >
                    {organisations.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            ) : null}
          </LazyPropertyForm>
        );
      }}
    </PartnerFrame>
  );
}

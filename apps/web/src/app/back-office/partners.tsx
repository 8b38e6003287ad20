import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { IdDetail } from '@/features/admin/components/id-detail';
import { OrganisationDetail } from '@/features/admin/moderation/components/organisation-detail';
import { OrganisationsList } from '@/features/admin/moderation/components/organisations-list';
import { SectionHeading } from '@/features/admin/moderation/components/section-heading';

/** Partner organisations, their members and properties (docs/decisions/admin-moderation.md). */
export function Component() {
  return (
    <>
      <SectionHeading title="Partners" lead="Organisations that list their properties on Restora.">
        <Link
          to={paths.adminPartnerApplications.to()}
          className="inline-flex h-10 items-center rounded-full border border-sand-300 bg-white px-4 text-sm font-medium text-ink hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          Partner applications
        </Link>
      </SectionHeading>
      <OrganisationsList />
    </>
  );
}

export function Detail() {
  return (
    <IdDetail back={{ to: paths.admin.partners.to(), label: 'All organisations' }}>
      {(id) => <OrganisationDetail id={id} />}
    </IdDetail>
  );
}

import { Link } from 'react-router';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { usePartnerApplication } from '@/features/admin/api/get-partner-application';
import { ApplicationDecision } from '@/features/admin/components/application-decision';
import { ApplicationStatus } from '@/features/admin/components/application-status';
import { LoadError } from '@/features/admin/components/load-error';
import { formatDate } from '@/lib/format';
import { useIdParam } from '@/lib/id-param';
import { AdminOnly } from '../layout/admin-only';
import { PageLoading } from '../layout/page-loading';
import { Component as NotFound } from './not-found';

/** One partner application with every field, and its decision (docs/decisions/partners.md). */
export function Component() {
  const id = useIdParam();
  if (id === null) return <NotFound />;
  return (
    <AdminOnly
      returnTo={paths.adminPartnerApplication.to(id)}
      signInMessage="Please log in to review partner applications"
    >
      {() => <Application key={id} id={id} />}
    </AdminOnly>
  );
}

function Application({ id }: { id: number }) {
  const application = usePartnerApplication(id, true);
  return (
    <>
      <PageMeta title="Partner Application" />
      <Link
        to={paths.adminPartnerApplications.to()}
        className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        ← All applications
      </Link>
      {application.isError ? (
        <LoadError error={application.error} />
      ) : application.isPending ? (
        <PageLoading />
      ) : (
        <Details application={application.data} />
      )}
    </>
  );
}

function Details({ application: a }: { application: AdminPartnerApplication }) {
  const rows: [string, string][] = [
    ['Type', a.partnerType],
    ['Contact', a.contactName],
    ['E-mail', a.email],
    ['Country', a.country],
    ['Received', formatDate(new Date(a.createdAt), 'long')],
  ];
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <article className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold wrap-anywhere">{a.organisation}</h1>
          <ApplicationStatus status={a.status} />
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-sand-600">{label}</dt>
              <dd className="wrap-anywhere">
                {label === 'E-mail' ? (
                  <a className="text-primary-700 underline-offset-4 hover:underline" href={`mailto:${value}`}>
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-6 text-sm font-medium text-sand-600">Message</h2>
        <p className="mt-1 whitespace-pre-line wrap-anywhere">{a.message}</p>
      </article>
      <aside className="h-fit rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8">
        <ApplicationDecision application={a} />
      </aside>
    </div>
  );
}

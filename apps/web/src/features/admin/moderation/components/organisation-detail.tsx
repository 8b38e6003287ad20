import { formatIsoDay } from '@restora/shared/domain/format';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useOrganisation } from '../api/get-organisation';
import { objectHistorySearch } from '@/features/admin/audit/audit-labels';
import { LoadError } from '@/features/admin/components/load-error';
import { ListState } from './list-state';
import { PropertyPublishButton } from './property-publish-button';

const cardClass =
  'mt-3 overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft';
const thClass = 'px-4 py-3 text-xs font-semibold uppercase tracking-wider text-sand-700';
// A column of names people typed: readable, and a long word wraps instead of making the table scroll
// (docs/decisions/typed-text-on-screen.md).
const typedCellClass = 'min-w-40 px-4 py-3 wrap-anywhere';

/** One organisation: its members and its properties, each of which the operator may unpublish. */
export function OrganisationDetail({ id }: { id: number }) {
  const organisation = useOrganisation(id);
  return (
    <>
      <Link
        to={paths.admin.partners.to()}
        relative="path"
        className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All organisations
      </Link>
      {/* A detail that could not load still has a title and a heading. */}
      {organisation.isError ? (
        <LoadError error={organisation.error} />
      ) : (
        <ListState query={organisation}>
          {(o) => (
            <>
              <PageMeta title={o.name} />
              <h1 className="mt-4 text-4xl font-semibold wrap-anywhere">{o.name}</h1>
              <p className="mt-2 text-sand-700">Partner since {formatIsoDay(o.createdAt)}</p>
              <h2 className="mt-8 text-2xl font-semibold">Members</h2>
              <div className={cardClass}>
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-sand-200 bg-sand-50">
                    <tr>
                      <th scope="col" className={thClass}>
                        Name
                      </th>
                      <th scope="col" className={thClass}>
                        E-mail
                      </th>
                      <th scope="col" className={`${thClass} hidden sm:table-cell`}>
                        Joined
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.members.map((m) => (
                      <tr key={m.userId} className="border-b border-sand-100 last:border-0">
                        <td className={typedCellClass}>{m.name}</td>
                        <td className="px-4 py-3 break-all">{m.email}</td>
                        <td className="hidden px-4 py-3 sm:table-cell">{formatIsoDay(m.joinedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {o.members.length === 0 ? <p className="p-4 text-sand-700">No members yet.</p> : null}
              </div>
              <h2 className="mt-8 text-2xl font-semibold">Properties</h2>
              <div className={cardClass}>
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-sand-200 bg-sand-50">
                    <tr>
                      <th scope="col" className={thClass}>
                        Property
                      </th>
                      <th scope="col" className={`${thClass} hidden sm:table-cell`}>
                        Rooms
                      </th>
                      <th scope="col" className={thClass}>
                        State
                      </th>
                      <th scope="col" className={thClass}>
                        Action
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.properties.map((p) => (
                      <tr key={p.id} className="border-b border-sand-100 last:border-0">
                        <td className={typedCellClass}>
                          <span className="font-semibold">{p.name}</span>
                          <span className="block text-sand-700">
                            {p.city}, {p.country}
                          </span>
                          {/* The audit trail records properties, not organisations
                            (docs/decisions/audit-trail.md), so each row links to its property's History. */}
                          <Link
                            to={paths.admin.history.to(objectHistorySearch('property', String(p.id)))}
                            className="text-xs text-primary-700 underline underline-offset-4"
                            aria-label={`History of ${p.name}`}
                          >
                            History
                          </Link>
                        </td>
                        <td className="hidden px-4 py-3 tabular-nums sm:table-cell">{p.roomCount}</td>
                        <td className="px-4 py-3">
                          <span
                            className={
                              p.published
                                ? 'rounded-full bg-primary-100 px-2.5 py-1 text-xs font-medium text-primary-800'
                                : 'rounded-full bg-sand-100 px-2.5 py-1 text-xs font-medium text-sand-800'
                            }
                          >
                            {p.published ? 'Published' : 'Unpublished'}
                          </span>
                        </td>
                        <td className="px-4 py-3">
                          <PropertyPublishButton property={p} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {o.properties.length === 0 ? <p className="p-4 text-sand-700">No properties yet.</p> : null}
              </div>
              <p className="mt-6 text-sm text-sand-700">
                New partners apply through{' '}
                <Link to={paths.adminPartnerApplications.to()} className="text-primary-700 underline">
                  partner applications
                </Link>
                .
              </p>
            </>
          )}
        </ListState>
      )}
    </>
  );
}

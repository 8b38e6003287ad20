import { Link } from 'react-router';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import { paths } from '@/config/paths';
import { formatLocalDate } from '@/lib/format';
import { ApplicationStatus } from './application-status';

/** Applications as rows; each organisation name opens its application. */
export function PartnerApplicationsTable({ items }: { items: AdminPartnerApplication[] }) {
  if (items.length === 0) {
    return <p className="mt-8 text-sand-700">No applications here.</p>;
  }
  return (
    <div className="mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Partner applications, newest first</caption>
        <thead className="max-sm:sr-only">
          <tr className="text-xs uppercase tracking-wider text-sand-600">
            <th scope="col" className="pb-2 pr-4">
              Organisation
            </th>
            <th scope="col" className="pb-2 pr-4">
              Contact
            </th>
            <th scope="col" className="pb-2 pr-4">
              Country
            </th>
            <th scope="col" className="pb-2 pr-4">
              Received
            </th>
            <th scope="col" className="pb-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((a) => (
            <tr
              key={a.id}
              className="border-t border-sand-100 align-top max-sm:grid max-sm:first:border-t-0 max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-3"
            >
              <td className="py-3 pr-4 max-sm:col-span-2 max-sm:py-0">
                <Link
                  to={paths.adminPartnerApplication.to(a.id)}
                  className="font-medium text-primary-700 underline-offset-4 hover:underline"
                >
                  {a.organisation}
                </Link>
                <div className="text-xs text-sand-600">{a.partnerType}</div>
              </td>
              <td className="py-3 pr-4 max-sm:col-span-2 max-sm:py-0">
                {a.contactName}
                <div className="text-xs text-sand-600 wrap-anywhere">{a.email}</div>
              </td>
              <td className="py-3 pr-4 max-sm:py-0">{a.country}</td>
              <td className="py-3 pr-4 whitespace-nowrap max-sm:py-0">{formatLocalDate(a.createdAt)}</td>
              <td className="py-3 max-sm:py-0">
                <ApplicationStatus status={a.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { AdminOrganisation } from '@restora/shared/contracts/admin-moderation';
import { formatIsoDay } from '@restora/shared/domain/format';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { useOrganisations } from '../api/list-organisations';
import { ListState } from './list-state';
import { SearchBox } from './search-box';
import { useTableParams } from './use-table-params';
import { paths } from '@/config/paths';

const columns: DataTableColumn<AdminOrganisation>[] = [
  {
    header: 'Organisation',
    sort: 'name',
    cell: (o) => (
      <Link
        to={paths.admin.partner.to(o.id)}
        className="font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        {o.name}
      </Link>
    ),
  },
  { header: 'Members', numeric: true, cell: (o) => o.memberCount },
  { header: 'Properties', numeric: true, cell: (o) => o.propertyCount },
  {
    header: 'Joined',
    sort: 'created',
    secondary: true,
    cell: (o) => <time dateTime={o.createdAt}>{formatIsoDay(o.createdAt)}</time>,
  },
];

/** Every partner organisation, found by the start of its name. */
export function OrganisationsList() {
  const { params, page, sort, dir } = useTableParams(['name', 'created'] as const, 'name', 'asc');
  const q = params.get('q')?.trim() ?? '';
  const list = useOrganisations({ q, page, sort, dir });
  return (
    <>
      <div className="mt-6">
        <SearchBox name="q" label="Name starts with" placeholder="Subak" />
      </div>
      <ListState query={list}>
        {(data) => (
          <DataTable
            caption="Partner organisations"
            columns={columns}
            rows={data.items}
            rowKey={(o) => o.id}
            sort={sort}
            dir={dir}
            total={data.total}
            page={data.page}
            pageSize={data.pageSize}
            empty={q ? `No organisation's name starts with "${q}".` : 'No partner organisations yet.'}
          />
        )}
      </ListState>
    </>
  );
}

import { useSearchParams } from 'react-router';
import type { AdminTestimonial } from '@restora/shared/contracts/admin-content';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { useAdminTestimonials } from './api/list-admin-testimonials';
import { TestimonialDialog } from './components/testimonial-dialog';
import { TestimonialShowHide } from './components/testimonial-show-hide';

const columns: DataTableColumn<AdminTestimonial>[] = [
  { header: 'Name', cell: (t) => <span className="font-medium">{t.name ?? 'Anonymous'}</span> },
  {
    header: 'Testimonial',
    cell: (t) => <span className="line-clamp-2 max-w-md">{t.testimonial}</span>,
    secondary: true,
  },
  { header: 'Home page', cell: (t) => (t.published ? 'Shown' : 'Hidden') },
  {
    header: 'Actions',
    cell: (t) => (
      <div className="flex gap-2">
        <TestimonialDialog testimonial={t} />
        <TestimonialShowHide testimonial={t} />
      </div>
    ),
  },
];

/** Every testimonial; the home page shows the 12 newest that are not hidden. */
export function TestimonialsList() {
  const [params] = useSearchParams();
  const query = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    dir: params.get('dir') === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  const list = useAdminTestimonials(query);
  if (list.isPending)
    return (
      <p className="mt-6 text-sand-700" role="status">
        Loading testimonials...
      </p>
    );
  if (list.isError)
    return (
      <p role="alert" className="mt-6 text-danger">
        {list.error.message}
      </p>
    );
  return (
    <DataTable
      caption="Testimonials and whether the home page shows them"
      columns={columns}
      rows={list.data.items}
      rowKey={(t) => t.id}
      sort="updated"
      dir={query.dir}
      total={list.data.total}
      page={list.data.page}
      pageSize={list.data.pageSize}
      empty="No testimonials yet."
    />
  );
}

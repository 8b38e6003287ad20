import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { AccountSection } from './account-section';

// The API answers with the file as an attachment: a plain link downloads it, with the session's cookie.
const EXPORT_URL = '/api/profile/export';

export function DataExportSection() {
  return (
    <AccountSection
      title="Your data"
      description="Everything we keep about you (profile, bookings, orders, plans and reviews) as one JSON file."
    >
      <a href={EXPORT_URL} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden />
        Download my data
      </a>
    </AccountSection>
  );
}

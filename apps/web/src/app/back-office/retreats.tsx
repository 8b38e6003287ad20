import { RetreatsScreen } from '@/features/admin/retreats/components/retreats-screen';

/** /admin/retreats (docs/decisions/retreats-back-office.md). */
export const Component = RetreatsScreen;

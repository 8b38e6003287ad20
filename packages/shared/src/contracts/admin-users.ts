import { z } from 'zod';
import { adminPageSchema, adminTableQuery } from './admin-tables';
import { roleSchema } from './auth';

/** The message a suspended account gets at sign-in (docs/decisions/admin-users.md). */
export const SUSPENDED_MESSAGE = 'This account is suspended. Contact support@restora.example.';

export const adminUsersQuerySchema = adminTableQuery(['created', 'email'], 'created').extend({
  /** The start of the e-mail or of the name (case does not matter). */
  q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
  role: roleSchema.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  /** The person deleted the account: a nameless record kept for its bookings and orders. */
  deleted: z.boolean(),
  createdAt: z.string(),
  bookings: z.number().int(),
  orders: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = adminPageSchema(adminUserRowSchema);

export const adminUserDetailSchema = adminUserRowSchema.extend({
  suspendedAt: z.string().nullable(),
  isPartner: z.boolean(),
  recentBookings: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['stay', 'service']),
      status: z.string(),
      checkIn: z.string(),
      checkOut: z.string().nullable(),
      totalCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  recentOrders: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      totalCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminRoleChangeSchema = z.object({
  role: roleSchema,
});

import { z } from 'zod';
import { multiLineText } from './plain-text';
import {
  PARTNER_PROPERTIES_MAX_PAGE_SIZE,
  PARTNER_PROPERTIES_PAGE_SIZE,
  PROPERTY_SEARCH_MAX,
  PROPERTY_SEARCH_TOO_LONG,
} from '../domain/partner-listings';
import {
  DECLINE_NOTE_REQUIRED,
  INVITATION_EXPIRED,
  PARTNER_APPLICATION_STATUSES,
} from '../domain/partner-texts';
import { newPasswordSchema, registerSchema, sessionUserSchema } from './auth';

// Partner organisations, applications and invitations (docs/decisions/partners.md).

export const partnerApplicationStatusSchema = z.enum(PARTNER_APPLICATION_STATUSES);

export const partnerApplicationsQuerySchema = z.object({
  status: z.enum([...PARTNER_APPLICATION_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PartnerApplicationsQuery = z.input<typeof partnerApplicationsQuerySchema>;

/** An application as an admin sees it, with the decision once there is one. */
export const adminPartnerApplicationSchema = z.object({
  id: z.number(),
  organisation: z.string(),
  partnerType: z.string(),
  contactName: z.string(),
  email: z.string(),
  country: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: partnerApplicationStatusSchema,
  decidedAt: z.string().nullable(),
  /** Who decided; null while pending (or once that account is gone). */
  decidedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  decisionNote: z.string().nullable(),
  /** The organisation an approval made. */
  organisationId: z.number().nullable(),
});
export type AdminPartnerApplication = z.infer<typeof adminPartnerApplicationSchema>;

export const partnerApplicationListSchema = z.object({
  items: z.array(adminPartnerApplicationSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type PartnerApplicationList = z.infer<typeof partnerApplicationListSchema>;

const note = z
  .string({ error: 'The note must be text' })
  .trim()
  .max(2000, 'Keep the note under 2000 characters')
  .check(multiLineText);

export const approveApplicationSchema = z.object({ note: note.optional() });
export type ApproveApplicationInput = z.input<typeof approveApplicationSchema>;

export const declineApplicationSchema = z.object({
  note: z
    .string({ error: DECLINE_NOTE_REQUIRED })
    .trim()
    .min(1, DECLINE_NOTE_REQUIRED)
    .max(2000, 'Keep the note under 2000 characters')
    .check(multiLineText),
});
export type DeclineApplicationInput = z.input<typeof declineApplicationSchema>;

const invitationToken = z
  .string({ error: INVITATION_EXPIRED })
  .trim()
  .min(16, INVITATION_EXPIRED)
  .max(200, INVITATION_EXPIRED);

export const invitationTokenSchema = z.object({ token: invitationToken });
export type InvitationTokenInput = z.input<typeof invitationTokenSchema>;

export const invitationPreviewSchema = z.object({
  organisationName: z.string(),
  email: z.string(),
  /** An account uses the invited address: accepting needs a sign-in as it, not a new password. */
  accountExists: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Name and password are needed only when the invited address has no account yet. */
export const acceptInvitationSchema = z.object({
  token: invitationToken,
  name: registerSchema.shape.name.optional(),
  password: newPasswordSchema.optional(),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The invitation page's form for a new account. */
export const invitationAccountFormSchema = z
  .object({ name: registerSchema.shape.name, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type InvitationAccountFormInput = z.input<typeof invitationAccountFormSchema>;

export const acceptedInvitationSchema = z.object({
  organisation: z.object({ id: z.number(), name: z.string() }),
  user: sessionUserSchema,
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const partnerPropertySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  city: z.string(),
  country: z.string(),
  /** "City, Country" as the site shows a place. */
  location: z.string(),
  roomCount: z.number(),
  /** Shown to travellers: published by its partner, which needs a room (docs/decisions/partner-listings.md). */
  published: z.boolean(),
  /** A room to link to (/property/{roomId}); null without rooms. */
  firstRoomId: z.number().nullable(),
});
export type PartnerProperty = z.infer<typeof partnerPropertySchema>;

export const partnerHomeSchema = z.object({
  organisations: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      role: z.string(),
      properties: z.array(partnerPropertySchema),
    }),
  ),
});
export type PartnerHome = z.infer<typeof partnerHomeSchema>;

/**
 * The console home's list: the caller's organisations' properties whose name holds `search` (any case),
 * by name, a page at a time (docs/decisions/partner-listings.md, "The console's list").
 */
export const partnerPropertiesQuerySchema = z.object({
  search: z.string().trim().max(PROPERTY_SEARCH_MAX, PROPERTY_SEARCH_TOO_LONG).default(''),
  page: z.coerce
    .number({ error: 'page: a whole number' })
    .int('page: a whole number')
    .min(1, 'page: at least 1')
    .max(10_000, 'page: at most 10000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize: a whole number' })
    .int('pageSize: a whole number')
    .min(1, 'pageSize: at least 1')
    .max(PARTNER_PROPERTIES_MAX_PAGE_SIZE, `pageSize: at most ${PARTNER_PROPERTIES_MAX_PAGE_SIZE}`)
    .default(PARTNER_PROPERTIES_PAGE_SIZE),
});
export type PartnerPropertiesQuery = z.input<typeof partnerPropertiesQuerySchema>;

export const partnerPropertyPageSchema = z.object({
  items: z.array(
    partnerPropertySchema.extend({ organisation: z.object({ id: z.number(), name: z.string() }) }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PartnerPropertyPage = z.infer<typeof partnerPropertyPageSchema>;
export type PartnerPropertyListItem = PartnerPropertyPage['items'][number];

// What the partner screens and the partner API say (docs/decisions/partners.md), the same on both sides.
// Plain strings, so the site imports them without zod.

export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

/** The admin list's page size. */
export const PARTNER_APPLICATIONS_PAGE_SIZE = 50;

/** An invitation works for a week after approval. */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_EXPIRED =
  'This invitation has expired or has already been used. Ask the Restora partnerships team for a new one.';
export const ALREADY_DECIDED = 'This application has already been decided.';
export const DECLINE_NOTE_REQUIRED = 'Write a note: it is sent to the applicant';
export const NOT_A_PARTNER = 'This page is for Restora partners.';

/** The invitation belongs to an existing account, and the caller is not (signed in as) it. */
export const signInAsInvited = (email: string) =>
  `This invitation is for ${email}. Sign in as ${email} to accept it.`;

/** The second-factor rows of the authorization matrix (docs/decisions/second-factors.md). */
import { NOT_PARTNER, P_ONLY, row, SIGNED_IN, type Row } from './matrix-rows';

// Shown with a wrong password or code, so no row changes what the others rely on (the admin's app).
export function secondFactorRows(): Row[] {
  const wrongPassword = { password: 'not the password' };
  return [
    row('GET /api/profile/second-factor', SIGNED_IN),
    row('POST /api/profile/second-factor/setup', [401, 400, 400, 400], () => ({ body: wrongPassword })),
    // Nobody started a set-up, and the admin's app is on already.
    row('POST /api/profile/second-factor/confirm', [401, 409, 409, 409], () => ({
      body: { code: '123456' },
    })),
    row('POST /api/profile/second-factor/backup-codes', [401, 400, 400, 400], () => ({
      body: wrongPassword,
    })),
    row('POST /api/profile/second-factor/disable', [401, 400, 400, 400], () => ({
      body: { ...wrongPassword, method: 'totp', code: '123456' },
    })),
    // No challenge cookie: there is no sign-in to finish, whoever asks.
    row('POST /api/auth/sign-in/second-factor', [401, 401, 401, 401], () => ({
      body: { method: 'totp', code: '123456' },
    })),
    // Only the admin has an app: a wrong code is a 400 there, a 403 to set one up elsewhere.
    row('POST /api/auth/second-factor', [401, 403, 403, 400], () => ({
      body: { method: 'backup_code', code: 'aaaaa-aaaaa' },
    })),
    // P's organisation: Q is told it does not exist. Left off, so no row locks the partners out.
    row(
      'GET /api/partner/organisations/{id}/second-factor',
      NOT_PARTNER,
      (f) => ({ path: `/api/partner/organisations/${f.partners.organisationId}/second-factor` }),
      P_ONLY,
    ),
    row(
      'PUT /api/partner/organisations/{id}/second-factor',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/organisations/${f.partners.organisationId}/second-factor`,
        body: { required: false },
      }),
      P_ONLY,
    ),
  ];
}

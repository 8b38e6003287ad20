/** The second-factor rows of the authorization matrix (docs/decisions/second-factors.md, passkeys.md). */
import { NOT_PARTNER, P_ONLY, PUBLIC, row, SIGNED_IN, type Row } from './matrix-rows';

/** A browser's answer to a challenge the server never gave: refused whoever sends it. */
const strayAnswer = (kind: 'create' | 'get') => {
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: `webauthn.${kind}`, challenge: 'never-issued', origin: 'http://localhost:3000' }),
  ).toString('base64url');
  return {
    id: 'c3RyYXk',
    rawId: 'c3RyYXk',
    type: 'public-key',
    clientExtensionResults: {},
    response:
      kind === 'create'
        ? { clientDataJSON, attestationObject: 'AAAA' }
        : { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' },
  };
};

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
    // Passkeys: a stray answer is refused before anything is looked up.
    row('GET /api/profile/passkeys', SIGNED_IN),
    row('POST /api/profile/passkeys/options', [401, 400, 400, 400], () => ({ body: wrongPassword })),
    row('POST /api/profile/passkeys', [401, 400, 400, 400], () => ({
      body: { name: 'Stray', credential: strayAnswer('create') },
    })),
    // Whose passkey it is is tested in routes/passkeys (another account's is a 404 like this one).
    row('DELETE /api/profile/passkeys/{id}', [401, 404, 404, 404], () => ({
      path: '/api/profile/passkeys/00000000-0000-4000-8000-000000000000',
      body: wrongPassword,
    })),
    row('POST /api/auth/sign-in/passkey/options', PUBLIC),
    row('POST /api/auth/sign-in/passkey', [400, 400, 400, 400], () => ({
      body: { credential: strayAnswer('get') },
    })),
    // No identity of the matrix has a passkey.
    row('POST /api/auth/second-factor/passkey/options', [401, 409, 409, 409]),
    row('POST /api/auth/second-factor/passkey', [401, 400, 400, 400], () => ({
      body: { credential: strayAnswer('get') },
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

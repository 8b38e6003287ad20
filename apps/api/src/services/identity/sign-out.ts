import type { Auth } from '../../auth/auth';

/** Ends the session the request's cookie names; returns the headers that clear the cookie. */
export async function signOut({ auth, requestHeaders }: { auth: Auth; requestHeaders: Headers }) {
  const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return { headers };
}

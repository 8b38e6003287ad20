// Who passkeys are made for (docs/decisions/passkeys.md): the site's public address. Its host name is the
// relying party's id, so a passkey works on that host only, and every answer must come from that origin.

export type RelyingParty = { id: string; name: string; origin: string };

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'Restora', origin: url.origin };
}

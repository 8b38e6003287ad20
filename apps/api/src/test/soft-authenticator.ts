import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationCredential, RegistrationCredential } from '@restora/shared/contracts/passkeys';

// A passkey authenticator in software for the API tests (docs/decisions/passkeys.md): it answers the
// options the API gives as a browser with a platform authenticator would (attestation 'none', an ES256
// key, a signature counter), so the tests run WebAuthn's real checks. The browser tests use Chromium's
// virtual authenticator instead.

type Options = Record<string, unknown>;
type Held = { id: Buffer; key: KeyObject; rpId: string; userHandle: string; counter: number };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function coseKey(key: KeyObject) {
  const jwk = key.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftAuthenticator {
  private readonly held: Held[] = [];

  constructor(
    private readonly origin: string,
    private readonly verifiesUser = true,
  ) {}

  /** Makes a passkey for `navigator.credentials.create` options; returns the browser's JSON answer. */
  create(options: Options, origin = this.origin): RegistrationCredential {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
    const flags = FLAG_UP | FLAG_AT | (this.verifiesUser ? FLAG_UV : 0);
    const attestation = new Map<string, string | Map<string, string> | Uint8Array>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', new Uint8Array(authData(rp.id, flags, 0, attested)));
    const attestationObject = isoCBOR.encode(attestation);
    this.held.push({ id, key: privateKey, rpId: rp.id, userHandle: user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge as string, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * Signs `navigator.credentials.get` options with the passkey they allow (or, allowing any, the first
   * held for their site); `credentialIndex` picks another of those held.
   */
  get(options: Options, { origin = this.origin, credentialIndex = 0 } = {}): AuthenticationCredential {
    const allowed = (options.allowCredentials as { id: string }[] | undefined) ?? [];
    const candidates = this.held.filter(
      (h) => h.rpId === options.rpId && (allowed.length === 0 || allowed.some((a) => a.id === b64url(h.id))),
    );
    const passkey = candidates[credentialIndex];
    if (!passkey) throw new Error('No passkey of this authenticator is allowed');
    passkey.counter += 1;
    const data = authData(passkey.rpId, FLAG_UP | (this.verifiesUser ? FLAG_UV : 0), passkey.counter);
    const client = clientData('webauthn.get', options.challenge as string, origin);
    const signature = sign('sha256', Buffer.concat([data, sha256(client)]), passkey.key);
    return {
      id: b64url(passkey.id),
      rawId: b64url(passkey.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';

export const FAKE_GOOGLE_CLIENT_ID = '1234567890-navalha.apps.googleusercontent.com';

export interface GoogleTokenOptions {
  /** Claims to add or override; `undefined` removes one. */
  claims?: Record<string, unknown>;
  /** Sign with a key Google never published, under the published key's id. */
  foreignKey?: boolean;
  kid?: string;
  /** Seconds from now; negative for a token that already expired. */
  expiresIn?: number;
}

/**
 * Google's side of Google sign-in, locally: a JSON Web Key Set over HTTP with an RSA key this
 * process generated, and ID tokens signed with it as Google signs them (RS256, `kid`).
 */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** How many times the key set was fetched. */
  readonly jwksRequests: number;
  /** Answer the key set with this HTTP status instead (500: Google unreachable). */
  failWith(status: number | null): void;
  idToken(options?: GoogleTokenOptions): Promise<string>;
  close(): Promise<void>;
}

const KID = 'fake-google-key-1';

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const published = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let jwksRequests = 0;
  let failure: number | null = null;

  const server = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    jwksRequests += 1;
    if (failure !== null) {
      response.writeHead(failure).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId: FAKE_GOOGLE_CLIENT_ID,
    get jwksRequests() {
      return jwksRequests;
    },
    failWith(status) {
      failure = status;
    },
    async idToken(options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = {
        iss: 'https://accounts.google.com',
        aud: FAKE_GOOGLE_CLIENT_ID,
        azp: FAKE_GOOGLE_CLIENT_ID,
        sub: '109876543210987654321',
        email: 'nova.cliente@gmail.com',
        email_verified: true,
        name: 'Nova Cliente',
        given_name: 'Nova',
        family_name: 'Cliente',
        picture: 'https://lh3.googleusercontent.com/a/nova-cliente=s96-c',
        iat: now,
        exp: now + (options.expiresIn ?? 3600),
        ...options.claims,
      };
      for (const [name, value] of Object.entries(claims)) {
        if (value === undefined) delete claims[name];
      }
      const key: CryptoKey = options.foreignKey ? foreign.privateKey : published.privateKey;
      return new SignJWT(claims as JWTPayload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

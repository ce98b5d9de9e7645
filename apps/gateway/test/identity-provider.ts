import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for the single sign-on tests: panva's oidc-provider on a free loopback port,
 * with one confidential client. Its login and consent interaction is answered here, as a company's
 * sign-in page would: the test says who signs in next and with which `amr`/`acr`.
 */
export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next interaction signs in, and how (RFC 8176 `amr`, an `acr`). */
  nextSignIn: { accountId: string; amr?: string[]; acr?: string };
  close(): Promise<void>;
}

export interface ProviderAccount {
  email: string;
  email_verified: boolean;
}

export async function startIdentityProvider(redirectUri: string, accounts: Record<string, ProviderAccount>): Promise<IdentityProvider> {
  let provider: Provider | null = null;
  const idp: IdentityProvider = {
    issuer: '',
    clientId: 'backoffice',
    clientSecret: 'backoffice-client-secret-0123456789abcdef',
    nextSignIn: { accountId: '' },
    close: async () => undefined,
  };

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider!.interactionDetails(req, res);
    const { accountId, amr, acr } = idp.nextSignIn;
    const grant = new provider!.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email');
    const grantId = await grant.save();
    await provider!.interactionFinished(
      req,
      res,
      { login: { accountId, amr, acr }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/'))
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    else provider!.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  idp.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(idp.issuer, {
    clients: [
      {
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // The ID token carries how the person signed in (as a company provider configured for it does).
    claims: { openid: ['sub', 'acr', 'amr'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => {
      const account = accounts[sub];
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    interactions: { url: (_ctx, it) => `/interaction/${it.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['identity-provider-test-cookie-key'] },
  });
  idp.close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return idp;
}

import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcIdentity {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

/**
 * A local OpenID Connect provider standing in for Google: it signs in whoever `identity` says, with
 * real discovery, authorisation codes, PKCE, signed ID tokens and userinfo.
 */
export async function startOidcProvider(identity: OidcIdentity) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified ?? true,
      name: identity.name,
    });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified ?? true,
      name: identity.name,
    };
  });
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url ?? '';
  return {
    identity,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}

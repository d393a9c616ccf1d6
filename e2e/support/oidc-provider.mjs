// A local OpenID Connect provider standing in for Google in the browser tests: it approves at once and
// signs in one fixed person. Started by playwright.config.ts before the app.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_PORT ?? 3199);
const person = {
  sub: 'google-e2e-grace',
  email: 'grace.hopper@example.com',
  email_verified: true,
  name: 'Grace Hopper',
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, person));
server.service.on('beforeUserinfo', (response) => {
  response.body = person;
});
await server.start(port, '127.0.0.1');
console.log(`OpenID Connect test provider at ${server.issuer.url}`);

const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

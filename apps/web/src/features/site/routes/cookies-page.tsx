import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

export function CookiesPage() {
  return (
    <StaticPage
      page={SITE_PAGES.cookies}
      sections={[
        {
          heading: 'The session cookie',
          body: (
            <p>
              When you sign in, we set <code>skillmatch.session_token</code> (named with a{' '}
              <code>__Secure-</code>
              prefix on HTTPS): a random token that tells our server who you are on your next request. It
              cannot be read by scripts on the page, is sent only to SkillMatch, and ends when you sign out or
              the session expires.
            </p>
          ),
        },
        {
          heading: 'Signing in with Google',
          body: (
            <p>
              While you sign in with Google, a short-lived cookie holds the state of that sign-in so that the
              answer from Google can be checked. It is removed when the sign-in completes.
            </p>
          ),
        },
        {
          heading: 'The stylesheet cookie',
          body: (
            <p>
              After your first page, <code>skillmatch-css</code> records which version of our stylesheet your
              browser already holds, so that the next pages link it instead of carrying it again. It holds no
              information about you and lasts a year.
            </p>
          ),
        },
        {
          heading: 'Your theme',
          body: (
            <p>
              Light or dark is remembered in your browser’s local storage, not in a cookie, and never leaves
              your device.
            </p>
          ),
        },
      ]}
    />
  );
}

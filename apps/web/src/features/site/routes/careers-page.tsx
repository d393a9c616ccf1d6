import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

export function CareersPage() {
  return (
    <StaticPage
      page={SITE_PAGES.careers}
      sections={[
        {
          heading: 'How we work',
          body: (
            <ul>
              <li>Small, careful changes, each measured and tested before it reaches job seekers.</li>
              <li>Real data over guesses: our speed and matching quality are benchmarked and published.</li>
              <li>
                Accessible by default: every screen works with a keyboard and a screen reader, in light and
                dark.
              </li>
            </ul>
          ),
        },
        {
          heading: 'What we look for',
          body: (
            <p>
              People who like explaining their work as much as doing it: engineers, designers and recruiters
              who have seen job search from the other side.
            </p>
          ),
        },
        {
          heading: 'Get in touch',
          body: (
            <p>
              <Link to="/contact">Write to us</Link> with the topic “Something else”, a few lines about you
              and a link to your work. Roles we open are published on our own{' '}
              <Link to="/jobs">job board</Link> first.
            </p>
          ),
        },
      ]}
    />
  );
}

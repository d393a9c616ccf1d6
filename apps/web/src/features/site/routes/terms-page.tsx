import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

export function TermsPage() {
  return (
    <StaticPage
      page={SITE_PAGES.terms}
      sections={[
        {
          heading: 'Your account',
          body: (
            <ul>
              <li>Give your real name and an email address you can read; keep your password to yourself.</li>
              <li>
                You are responsible for what is done with your account. Tell us at once if someone else used
                it.
              </li>
              <li>You can delete your account at any time from your profile.</li>
            </ul>
          ),
        },
        {
          heading: 'What you publish',
          body: (
            <ul>
              <li>Profiles, resumes and applications must be true and your own.</li>
              <li>Job listings must describe a real, open position, with its real pay where one is shown.</li>
              <li>No discrimination, harassment, spam, or requests for payment from job seekers.</li>
            </ul>
          ),
        },
        {
          heading: 'Match scores',
          body: (
            <p>
              Scores compare skills and preferences; they are guidance, not a promise of an interview or a
              job. Recruiters decide on applications, and SkillMatch is not a party to any employment.
            </p>
          ),
        },
        {
          heading: 'When we act',
          body: (
            <p>
              We may remove content or close accounts that break these terms. Applications already sent stay
              with the recruiters who received them.
            </p>
          ),
        },
        {
          heading: 'Privacy and changes',
          body: (
            <p>
              How we handle your data is in our <Link to="/privacy">privacy notice</Link>. When these terms
              change, we say so on this page with the date of the change.
            </p>
          ),
        },
      ]}
    />
  );
}

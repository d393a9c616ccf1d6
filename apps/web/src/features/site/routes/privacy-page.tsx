import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

export function PrivacyPage() {
  return (
    <StaticPage
      page={SITE_PAGES.privacy}
      sections={[
        {
          heading: 'What we store, and why',
          body: (
            <ul>
              <li>
                <strong>Your account</strong>: name, email address, photo address if you give one, your
                password (only as a salted hash, never readable), or your Google sign-in. To sign you in.
              </li>
              <li>
                <strong>Sign-in sessions</strong>: when each started and ended, with the browser and address
                it came from. To keep you signed in and to spot misuse.
              </li>
              <li>
                <strong>Your profile</strong>: headline, bio, location, skills, experience, education,
                preferences and career goals. To match you with jobs.
              </li>
              <li>
                <strong>Your resume</strong>: the PDF file and the skills found in its text. So that you can
                download it, and recruiters you apply to can read it.
              </li>
              <li>
                <strong>Your applications</strong>: your motivation, the job’s details at the time, status,
                next steps, feedback and their dates. To follow each application to its end.
              </li>
              <li>
                <strong>Saved jobs and notifications</strong>. To show them to you.
              </li>
              <li>
                <strong>Job alerts and contact</strong>: the email you subscribe with, your alerts and what
                they sent, and messages you send us. To send the alerts you confirmed, and to answer you.
              </li>
              <li>
                <strong>Request counts</strong> per network address for a minute at a time. To stop password
                guessing and spam.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Who sees it',
          body: (
            <p>
              Your profile, resume and applications are visible to you and to SkillMatch’s recruiters
              (administrators). Nobody else can read them, and we share nothing with third parties. Emails are
              sent through our mail provider only to deliver them.
            </p>
          ),
        },
        {
          heading: 'Your choices',
          body: (
            <ul>
              <li>
                Download everything we hold about you as one file from your <Link to="/profile">profile</Link>{' '}
                (“Download my data”).
              </li>
              <li>
                Delete your account there too: your profile, resume, saved jobs, notifications, sessions and
                newsletter subscription are removed at once. Applications you already sent stay with the
                recruiters, without your name.
              </li>
              <li>
                Questions or a request about your data: <Link to="/contact">contact us</Link>.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Cookies',
          body: (
            <p>
              One cookie keeps you signed in; see <Link to="/cookies">Cookies</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}

import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

export function HowItWorksPage() {
  return (
    <StaticPage
      page={SITE_PAGES.howItWorks}
      sections={[
        {
          heading: '1. Tell us your skills',
          body: (
            <p>
              Add your skills on your <Link to="/profile">profile</Link>, or upload your resume and pick the
              skills we find in it. Write them as you like: “Postgres” and “PostgreSQL” are the same skill to
              us.
            </p>
          ),
        },
        {
          heading: '2. Every open job gets a score',
          body: (
            <ul>
              <li>
                <strong>The job’s skills you have.</strong> Having 5 of a job’s 7 skills earns most of this
                part.
              </li>
              <li>
                <strong>Your skills the job uses.</strong> A job that uses your rare skills fits you better
                than one that only shares a skill everybody lists, so rare skills count more.
              </li>
              <li>
                <strong>Close skills count a little.</strong> A tool of the same kind as one the job asks for
                (say Minitab for SAS) earns part of the credit.
              </li>
              <li>
                <strong>Your preferences.</strong> Job type, remote work and salary from your profile add a
                few points when the job meets them.
              </li>
            </ul>
          ),
        },
        {
          heading: '3. You see why',
          body: (
            <p>
              Each recommendation lists the skills that matched, the ones that are missing (add one with a
              click if you have it) and how the points add up. Scores of 80 and more are shown in green.
            </p>
          ),
        },
        {
          heading: '4. Apply and follow every step',
          body: (
            <p>
              Apply with a few words on why you want the job. Your application’s status, next step and
              feedback appear on <Link to="/applications">My applications</Link> and in the bell at the top of
              the page the moment a recruiter changes them, and by email.
            </p>
          ),
        },
        {
          heading: 'For recruiters',
          body: (
            <p>
              Recruiters see applicants ranked by the same score, with the same reasons, so a strong
              application is not lost in a long list.
            </p>
          ),
        },
      ]}
    />
  );
}

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
                <strong>The skills you both name.</strong> Every skill of yours the job asks for counts, and
                more when the job lists it among its first skills.
              </li>
              <li>
                <strong>Rare skills count more.</strong> A job that asks for your rare skills fits you better
                than one that only shares a skill everybody lists.
              </li>
              <li>
                <strong>Close skills count a little.</strong> Shared words (“Legal Research” and “Legal
                Writing”), a related skill (TypeScript for JavaScript) or what the jobs that fit you best also
                ask for earn part of the credit.
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

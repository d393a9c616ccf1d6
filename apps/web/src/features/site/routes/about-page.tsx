import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

export function AboutPage() {
  return (
    <StaticPage
      page={SITE_PAGES.about}
      sections={[
        {
          heading: 'What we believe',
          body: (
            <ul>
              <li>
                A match score is only useful if you can read it: every score says which skills counted and
                which are missing.
              </li>
              <li>
                Nobody should be ghosted. Every application has a timeline, and every change a recruiter makes
                reaches the applicant at once.
              </li>
              <li>
                Your data is yours: you can download it or delete your account from your profile at any time.
              </li>
            </ul>
          ),
        },
        {
          heading: 'How we match',
          body: (
            <p>
              Skills are read the way people write them (“React.js”, “ReactJS”, “React”) and resolved to one
              skill list built from public data. The score weighs how many of a job’s skills you have and how
              much of your profile the job uses. <Link to="/how-it-works">How it works</Link> explains it in
              plain words.
            </p>
          ),
        },
        {
          heading: 'Built on open data',
          body: (
            <p>
              Our skill list and its related skills come from public occupational data (O*NET, by the US
              Department of Labor) and published skill sets. The demo jobs are built from the same data and
              from public 2024 job postings, which give their places and the kinds of employer hiring there;
              the employers themselves are invented. The demo jobs show how SkillMatch works and are no
              company’s offers. The sources are credited in the product’s NOTICE file.
            </p>
          ),
        },
        {
          heading: 'Talk to us',
          body: (
            <p>
              Questions, ideas or a job to publish? <Link to="/contact">Write to us</Link>; a person answers.
            </p>
          ),
        },
      ]}
    />
  );
}

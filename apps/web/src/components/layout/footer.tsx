import { Link } from 'react-router';
import { JOB_CATEGORIES, categorySlug } from '@skillmatch/shared/constants';
import { useSite } from '../../lib/site';
import { useInBrowser } from '../../lib/use-in-browser';
import { Logo } from './logo';
import { JobAlertForm } from './job-alert-form';

const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact' },
];

const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/cookies', label: 'Cookies' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How to reach the team, and links that share SkillMatch on social networks (the product keeps no
 * accounts of its own there). The site's address is known in the browser only: the page the server
 * drew has the links without it, and the app fills it in.
 */
function ContactColumn() {
  const origin = useInBrowser() ? window.location.origin : '';
  const site = encodeURIComponent(`${origin}/`);
  const pitch = encodeURIComponent(
    'SkillMatch: jobs matched to your skills, with the reasons behind every match.',
  );
  const shareLinks = [
    { href: `https://www.linkedin.com/sharing/share-offsite/?url=${site}`, label: 'Share on LinkedIn' },
    { href: `https://x.com/intent/post?url=${site}&text=${pitch}`, label: 'Share on X' },
  ];
  return (
    <div>
      <h2 className="text-sm font-semibold">Contact</h2>
      <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
        <Link
          to="/contact"
          className="font-medium text-zinc-800 underline hover:text-zinc-950 dark:text-zinc-200 dark:hover:text-white"
        >
          Write to the team
        </Link>
        : a person reads it and answers by email.
      </p>
      <ul className="mt-3 space-y-2">
        {shareLinks.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { name } = useSite();
  const categoryLinks = JOB_CATEGORIES.map((category) => ({
    to: `/jobs/${categorySlug(category)}`,
    label: category,
  }));
  return (
    <footer className="mt-16 border-t border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/40">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:grid-cols-6">
        <div className="col-span-2 space-y-4 md:col-span-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">
            Jobs matched to your skills, with the reasons behind every match.
          </p>
          <JobAlertForm />
        </div>
        <LinkColumn title="Jobs" links={[{ to: '/jobs', label: 'All jobs' }, ...categoryLinks]} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
        <ContactColumn />
      </div>
      <div className="border-t border-zinc-200 dark:border-zinc-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-zinc-600 sm:px-6 dark:text-zinc-400">
          © {new Date().getFullYear()} {name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

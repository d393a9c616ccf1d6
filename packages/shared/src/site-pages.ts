/** The site's static pages: path, title and lead (the lead is also the page's meta description). */
export const SITE_PAGES = {
  about: {
    path: '/about',
    title: 'About SkillMatch',
    lead: 'SkillMatch is a job board that matches people to jobs by their skills, and says why. We build it because looking for work should not mean guessing, and applying should not mean silence.',
  },
  howItWorks: {
    path: '/how-it-works',
    title: 'How it works',
    lead: 'SkillMatch compares the skills on your profile with the skills each job asks for, scores every open job from 0 to 100, and shows you the reasons behind each score.',
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    lead: 'SkillMatch is a small team. We have no open roles listed right now, but we read every note from people who would like to build a fairer job search with us.',
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    lead: 'Questions about your account, a job you want to publish, or an idea for SkillMatch: write to us and a person from the team reads your message and answers you by email.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of use',
    lead: 'These terms apply to everyone who uses SkillMatch: job seekers, recruiters and visitors. Using the site means accepting them.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy',
    lead: 'What SkillMatch stores about you, why, and how you can take it with you or have it removed. We do not sell data, show ads or use tracking cookies.',
  },
  cookies: {
    path: '/cookies',
    title: 'Cookies',
    lead: 'SkillMatch sets only the cookies it needs to keep you signed in. There are no advertising, analytics or third-party cookies, so there is nothing to consent to.',
  },
} as const;

export type SitePage = (typeof SITE_PAGES)[keyof typeof SITE_PAGES];

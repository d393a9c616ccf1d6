/**
 * What a developer posting is called after its stack ("React Developer", "Full Stack Engineer"), read
 * from the skills it asks for; null when they name no clear stack.
 */
import type { Random } from '../src/seed/random';

/** The occupations whose postings are named after their stack: developers and programmers. */
export const STACK_NAMED = new Set(['15-1252.00', '15-1254.00', '15-1251.00']);

const MOBILE = new Set([
  'Swift',
  'Objective-C',
  'Xcode',
  'Kotlin',
  'Google Android',
  'React Native',
  'Apple iOS',
]);
const FRONTEND = new Set([
  'React',
  'React Redux',
  'Google Angular',
  'Angular',
  'Vue.js',
  'TypeScript',
  'CSS',
  'HTML',
  'jQuery',
]);
const FRAMEWORKS: Record<string, string> = {
  React: 'React',
  'React Redux': 'React',
  'Google Angular': 'Angular',
  Angular: 'Angular',
  'Vue.js': 'Vue',
};
const LANGUAGES: Record<string, string[]> = {
  Java: ['Java Developer', 'Backend Engineer, Java'],
  Python: ['Python Developer', 'Backend Engineer, Python'],
  'C#': ['.NET Developer', 'C# Developer'],
  'Microsoft .NET Framework': ['.NET Developer'],
  Go: ['Go Engineer', 'Backend Engineer, Go'],
  'Ruby on Rails': ['Ruby on Rails Developer'],
  PHP: ['PHP Developer'],
  'Node.js': ['Node.js Developer', 'Backend Engineer, Node.js'],
};

export function stackTitle(random: Random, skills: string[]): string | null {
  const mobile = skills.filter((skill) => MOBILE.has(skill)).length;
  const frontend = skills.filter((skill) => FRONTEND.has(skill)).length;
  const framework = skills.map((skill) => FRAMEWORKS[skill]).find(Boolean);
  // The list's first language is its main one (postings list what matters first).
  const language = skills.find((skill) => LANGUAGES[skill]);
  if (mobile >= 2) {
    const android = skills.includes('Kotlin') || skills.includes('Google Android');
    return android
      ? random.pick(['Android Developer', 'Android Engineer'])
      : random.pick(['iOS Developer', 'iOS Engineer']);
  }
  if (framework && frontend >= 2 && language)
    return random.pick(['Full Stack Developer', 'Full Stack Engineer']);
  if (framework && frontend >= 3)
    return random.pick([`${framework} Developer`, 'Frontend Engineer', 'Front End Developer']);
  return language ? random.pick(LANGUAGES[language]!) : null;
}

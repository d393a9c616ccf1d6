/**
 * A company's initial on a tinted square, or its uploaded logo where the page has it: a mark lets the eye
 * find the same employer down a list. The tint comes from the name, so a company looks the same wherever
 * it appears.
 */
const TINTS = [
  'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
  'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
];

function tintOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

export function CompanyMark({
  company,
  size = 'md',
  logoUrl = null,
}: {
  company: string;
  size?: 'md' | 'lg';
  logoUrl?: string | null;
}) {
  const initial = company.trim().charAt(0).toUpperCase() || '?';
  const sizing = size === 'lg' ? 'size-14 text-2xl' : 'size-10 text-base';
  if (logoUrl) {
    // The name is said beside it: the image is decoration.
    return (
      <img
        src={logoUrl}
        alt=""
        className={`shrink-0 rounded-lg border border-zinc-200 bg-white object-contain dark:border-zinc-700 ${sizing}`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-lg font-semibold ${sizing} ${tintOf(company)}`}
    >
      {initial}
    </span>
  );
}

import { randomBytes } from 'node:crypto';

/** Slugs a company may not take: they name the API's own paths under /api/companies. */
const RESERVED_SLUGS = new Set(['mine']);

/** The company page's address from its name: "Café Nova, Inc." → "cafe-nova-inc". */
export function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  // A name in another script has no Latin letters to make a slug of: it gets a random one.
  if (base === '') return `company-${randomBytes(3).toString('hex')}`;
  return RESERVED_SLUGS.has(base) ? `${base}-company` : base;
}

/**
 * Addresses anyone can open: an account there says nothing about working for the company whose
 * website it is (a company called Gmail with gmail.com as its website is not verified by a Gmail address).
 */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);

/** A website's host without its `www.`, lower-cased; null for no website or one that does not parse. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** Whether `email`'s domain is the company website's (ignoring `www.`), for a domain anyone cannot sign up on. */
export function emailMatchesWebsite(email: string, website: string | null | undefined): boolean {
  const domain = websiteDomain(website);
  const emailDomain = email.trim().toLowerCase().split('@')[1];
  return domain !== null && emailDomain === domain && !FREE_MAIL.has(domain);
}

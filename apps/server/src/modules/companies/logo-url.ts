/**
 * The address of a company's logo: its key's file name goes in the query, so a new logo has a new
 * address and a browser may keep each one for long.
 */
export function companyLogoUrl(slug: string, logoKey: string | null): string | null {
  if (!logoKey) return null;
  const version = logoKey.slice(logoKey.lastIndexOf('/') + 1, logoKey.lastIndexOf('.'));
  return `/api/companies/${encodeURIComponent(slug)}/logo?v=${version}`;
}

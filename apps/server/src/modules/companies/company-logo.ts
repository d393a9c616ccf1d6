import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';
import {
  isCompanyId,
  LOGO_MESSAGES,
  type CompanyPage,
  type LogoType,
} from '@skillmatch/shared/schemas/companies';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { requireCompanyRole } from '../../access/company-access';
import { AppError, notFound } from '../../errors';
import { presentCompanyPage } from './company-page';

const EXTENSION: Record<LogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The image type by the file's first bytes, whatever its name or the type the browser sent: only PNG,
 * JPEG and WebP (an SVG can carry script, so it is not taken).
 */
export function logoTypeOf(bytes: Buffer): LogoType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

async function ownedCompany(db: UseCaseDeps['db'], viewer: SessionUser, companyId: string) {
  if (!isCompanyId(companyId)) throw notFound('Company');
  await requireCompanyRole(db, viewer, companyId, ['owner']);
}

/**
 * Stores the owner's new logo (the S3 bucket, the database or the disk, as resumes), then records it; the
 * replaced file goes once the new one is recorded. Nothing is kept when a step fails.
 */
export async function uploadCompanyLogo(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  { viewer, companyId, bytes }: { viewer: SessionUser; companyId: string; bytes: Buffer },
): Promise<CompanyPage> {
  await ownedCompany(db, viewer, companyId);
  const type = logoTypeOf(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_MESSAGES.notImage);
  const key = `logos/${companyId}/${randomUUID()}.${EXTENSION[type]}`;
  await files.put(key, bytes, type);
  let replaced: string | null = null;
  let company;
  try {
    company = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
      if (!current) throw notFound('Company');
      replaced = current.logoKey;
      const [row] = await tx
        .update(companies)
        .set({ logoKey: key, logoType: type, updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning();
      return row!;
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
  if (replaced) await files.remove(replaced);
  return presentCompanyPage(db, company, viewer);
}

/** Takes the logo off the company page and deletes its file; without a logo, nothing changes. */
export async function deleteCompanyLogo(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  { viewer, companyId }: { viewer: SessionUser; companyId: string },
): Promise<CompanyPage> {
  await ownedCompany(db, viewer, companyId);
  const { company, removed } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!current) throw notFound('Company');
    const [row] = await tx
      .update(companies)
      .set({ logoKey: null, logoType: null, updatedAt: new Date() })
      .where(eq(companies.id, companyId))
      .returning();
    return { company: row!, removed: current.logoKey };
  });
  if (removed) await files.remove(removed);
  return presentCompanyPage(db, company, viewer);
}

/** The logo of the company with this slug: its bytes and type; 404 when it has none or is suspended. */
export async function companyLogo(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  { slug }: { slug: string },
): Promise<{ bytes: Buffer; type: string }> {
  const [company] = await db
    .select({ logoKey: companies.logoKey, logoType: companies.logoType, suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.slug, slug.toLowerCase()));
  const bytes =
    company?.logoKey && company.suspendedAt === null ? await files.get(company.logoKey) : undefined;
  if (!company?.logoType || !bytes) throw notFound('Logo');
  return { bytes, type: company.logoType };
}

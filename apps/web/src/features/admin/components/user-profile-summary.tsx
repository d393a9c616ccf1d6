import { Download, FileText } from 'lucide-react';
import * as api from '@skillmatch/shared/api/api-map';
import { apiUrl } from '@skillmatch/shared/api/api-route';
import type { AdminUserDetail } from '@skillmatch/shared/schemas/admin';
import { formatDate } from '../../../lib/format';
import { DashboardCard } from './dashboard-card';

const muted = 'text-sm text-zinc-600 dark:text-zinc-400';

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the person says about themselves: headline, location, bio, skills, experience and education. */
export function UserProfileSummary({ user }: { user: AdminUserDetail }) {
  const profile = user.profile;
  return (
    <DashboardCard title="Profile">
      {!profile ? (
        <p className={muted}>This person has not filled in a profile yet.</p>
      ) : (
        <div className="space-y-4 text-sm">
          <div>
            <p className="font-medium text-zinc-900 dark:text-zinc-100">
              {profile.headline || 'No headline'}
            </p>
            {profile.location && <p className={muted}>{profile.location}</p>}
          </div>
          {profile.bio && (
            <p className="line-clamp-4 whitespace-pre-line text-zinc-800 dark:text-zinc-200">{profile.bio}</p>
          )}
          <div>
            <h3 className="font-medium">Skills</h3>
            {user.skillNames.length === 0 ? (
              <p className={muted}>None listed</p>
            ) : (
              <ul className="mt-1.5 flex flex-wrap gap-1.5">
                {user.skillNames.map((skill) => (
                  <li key={skill} className="rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs dark:bg-zinc-800">
                    {skill}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {profile.experience.length > 0 && (
            <div>
              <h3 className="font-medium">Experience</h3>
              <ul className="mt-1 space-y-0.5">
                {profile.experience.slice(0, 3).map((entry) => (
                  <li key={entry.id}>
                    {entry.title} at {entry.company}{' '}
                    <span className={muted}>
                      ({entry.startDate} – {entry.current || !entry.endDate ? 'now' : entry.endDate})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {profile.education.length > 0 && (
            <div>
              <h3 className="font-medium">Education</h3>
              <ul className="mt-1 space-y-0.5">
                {profile.education.slice(0, 2).map((entry) => (
                  <li key={entry.id}>
                    {[entry.degree, entry.field].filter(Boolean).join(', ') || 'Studies'} · {entry.school}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </DashboardCard>
  );
}

/** The uploaded resume, with its download (by the account's id, for administrators). */
export function UserResume({ user }: { user: AdminUserDetail }) {
  return (
    <DashboardCard title="Resume">
      {!user.resume ? (
        <p className={muted}>No resume uploaded.</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <div className="flex min-w-0 items-center gap-2">
            <FileText className="size-5 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden />
            <div className="min-w-0">
              <p className="truncate font-medium">{user.resume.fileName}</p>
              <p className={muted}>
                {fileSize(user.resume.size)} · uploaded {formatDate(user.resume.uploadedAt)}
              </p>
            </div>
          </div>
          <a
            href={apiUrl(api.getUserResume, { params: { id: user.id } })}
            download={user.resume.fileName}
            className="inline-flex h-9 items-center gap-2 rounded-lg border border-zinc-300 px-3 font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            <Download className="size-4" aria-hidden />
            Download
            <span className="sr-only"> {user.resume.fileName}</span>
          </a>
        </div>
      )}
    </DashboardCard>
  );
}

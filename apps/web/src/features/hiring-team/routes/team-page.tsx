import { BadgeCheck, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { useHiringTeam, useMyCompanies } from '../api/hiring-team-calls';
import { InvitationsList } from '../components/invitations-list';
import { InviteForm } from '../components/invite-form';
import { MembersList } from '../components/members-list';
import { ScorecardItemsForm } from '../components/scorecard-items-form';
import { cardClass, ROLE_LABELS, skeletonBar } from '../components/roles';
import { TeamPageShell } from '../components/team-page-shell';

function TeamSkeleton() {
  return (
    <div className={cardClass} aria-busy="true" aria-label="Loading the team">
      <div className={`${skeletonBar} h-6 w-40`} />
      <div className={`${skeletonBar} mt-6 h-12`} />
      <div className={`${skeletonBar} mt-3 h-12`} />
    </div>
  );
}

/**
 * /admin/team: the hiring team of the company the person works in (the back office's choice): members
 * and their roles, for owners the invite form and the waiting invitations, and for owners and recruiters
 * the company's own scorecard items.
 */
export function TeamPage() {
  const session = useSession();
  const viewerId = session.data?.user?.id ?? '';
  const navigate = useNavigate();
  const mine = useMyCompanies();
  const companyId = mine.data?.activeCompanyId ?? null;
  const team = useHiringTeam(companyId);

  if (mine.isError) {
    return (
      <TeamPageShell>
        <LoadError what="your companies" onRetry={() => void mine.refetch()} />
      </TeamPageShell>
    );
  }
  if (mine.isPending || (companyId && team.isPending)) {
    return (
      <TeamPageShell>
        <TeamSkeleton />
      </TeamPageShell>
    );
  }
  if (!companyId) {
    return (
      <TeamPageShell>
        <div className={`${cardClass} flex flex-col items-center py-12 text-center`}>
          <Users className="size-10 text-brand-600 dark:text-brand-400" aria-hidden />
          <h2 className="mt-4 text-lg font-semibold">You are not on a hiring team yet</h2>
          <p className="mt-2 max-w-md text-zinc-600 dark:text-zinc-400">
            Create your company to post jobs and invite colleagues, or ask your company’s owner for an
            invitation.
          </p>
          <ButtonLink to="/employers/sign-up" className="mt-6">
            Create a company
          </ButtonLink>
        </div>
      </TeamPageShell>
    );
  }
  if (team.isError || !team.data) {
    return (
      <TeamPageShell>
        <LoadError what="the team" onRetry={() => void team.refetch()} />
      </TeamPageShell>
    );
  }

  const { company, viewerRole } = team.data;
  const manages = viewerRole === 'owner' || viewerRole === 'operator';
  return (
    <TeamPageShell
      subtitle={
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{company.name}</span>
          {company.verified && (
            <span className="inline-flex items-center gap-1 text-sm text-brand-700 dark:text-brand-300">
              <BadgeCheck className="size-4" aria-hidden /> Verified
            </span>
          )}
          <span className="text-sm">
            · you are {viewerRole === 'operator' ? 'the operator' : ROLE_LABELS[viewerRole].toLowerCase()}
          </span>
        </p>
      }
    >
      {viewerRole !== 'operator' && (
        <ButtonLink to="/admin/email-templates" variant="secondary">
          Email templates for candidates
        </ButtonLink>
      )}
      <MembersList team={team.data} viewerId={viewerId} onLeft={() => void navigate('/dashboard')} />
      {manages && <InviteForm companyId={company.id} />}
      {manages && <InvitationsList team={team.data} />}
      {(viewerRole === 'owner' || viewerRole === 'recruiter') && <ScorecardItemsForm />}
    </TeamPageShell>
  );
}

import { MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useSession, useSignOut } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcceptInvitation, useInvitation } from '../api/hiring-team-calls';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, skeletonBar } from '../components/roles';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-card border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <MailOpen className="size-9 text-brand-600 dark:text-brand-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-4 space-y-4 text-zinc-700 dark:text-zinc-300">{children}</div>
      </div>
    </section>
  );
}

/**
 * /invitations/:token, the invitation email's link: shows the company, the role and who invited; a
 * visitor signs in or creates the account with the invited address and comes back here; the invited
 * account accepts and lands on the team page. A link that cannot be used says why (the server's words).
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const session = useSession();
  const viewer = session.data?.user ?? null;
  const invitation = useInvitation(token, viewer?.id ?? null, !session.isPending);
  const accept = useAcceptInvitation(token);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();
  const here = `/invitations/${encodeURIComponent(token)}`;

  if (session.isPending || invitation.isPending) {
    return (
      <Frame title="Invitation">
        <div aria-busy="true" aria-label="Loading the invitation" className="space-y-3">
          <div className={`${skeletonBar} h-5 w-3/4`} />
          <div className={`${skeletonBar} h-5 w-1/2`} />
        </div>
      </Frame>
    );
  }
  if (invitation.isError) {
    return (
      <Frame title="This invitation cannot be used">
        <p>{invitation.error.message}</p>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </Frame>
    );
  }
  const offer = invitation.data;
  const role = ROLE_LABELS[offer.role].toLowerCase();
  const title = `Join ${offer.company.name}`;
  const summary = (
    <p>
      {offer.invitedBy ?? 'The company'} invited <strong>{offer.email}</strong> to the hiring team of{' '}
      <strong>{offer.company.name}</strong> as {role}: {ROLE_DESCRIPTIONS[offer.role].toLowerCase()}.
    </p>
  );

  if (offer.alreadyMember) {
    return (
      <Frame title={title}>
        <p>You are already on the hiring team of {offer.company.name}.</p>
        <ButtonLink to="/admin/team">Open the hiring team</ButtonLink>
      </Frame>
    );
  }
  if (!viewer) {
    return (
      <Frame title={title}>
        {summary}
        <p>Sign in with {offer.email}, or create your account with that address, to accept.</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/register?next=${encodeURIComponent(here)}`}>Create your account</ButtonLink>
          <ButtonLink to={`/login?next=${encodeURIComponent(here)}`} variant="secondary">
            Sign in
          </ButtonLink>
        </div>
      </Frame>
    );
  }
  if (!offer.viewerMatches) {
    return (
      <Frame title={title}>
        {summary}
        <Alert tone="error">
          You are signed in as {viewer.email}. Only {offer.email} can accept this invitation.
        </Alert>
        <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out to use {offer.email}
        </Button>
      </Frame>
    );
  }
  return (
    <Frame title={title}>
      {summary}
      {accept.error && <Alert tone="error">{accept.error.message}</Alert>}
      <Button
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: (joined) => {
              toast(`You joined the hiring team of ${joined.name}.`);
              void navigate('/admin/team');
            },
          })
        }
      >
        {accept.isPending ? 'Joining…' : 'Accept the invitation'}
      </Button>
    </Frame>
  );
}

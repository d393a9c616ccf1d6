import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { loginPathFor } from '../../../lib/session';
import { PROFILE_DRAFT_MESSAGES } from '../lib/use-profile-draft';

/** Beside the Save button: the save was refused because the session ended; the work is kept. */
export function SignedOutNotice() {
  const location = useLocation();
  const notice = useRef<HTMLDivElement>(null);
  // Brought into view where the person pressed Save (on a phone the button may sit at the screen's edge).
  // A block body: Chromium's scrollIntoView returns a promise, and an effect may return only its cleanup.
  useEffect(() => {
    void notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={notice} className="grid w-full gap-3">
      <Alert tone="error">{PROFILE_DRAFT_MESSAGES.signedOut}</Alert>
      <div>
        <ButtonLink to={loginPathFor(location)}>Sign in</ButtonLink>
      </div>
    </div>
  );
}

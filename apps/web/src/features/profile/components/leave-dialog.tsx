import type { Blocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** "Leave without saving?" while the leave guard holds a navigation: stay, or leave and drop the draft. */
export function LeaveDialog({ blocker, onLeave }: { blocker: Blocker; onLeave: () => void }) {
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      alert
      title="Leave without saving?"
      description="Your changes to your profile are not saved yet."
    >
      <Button variant="secondary" onClick={() => blocker.reset?.()}>
        Stay on this page
      </Button>
      <Button
        onClick={() => {
          onLeave();
          blocker.proceed?.();
        }}
      >
        Leave without saving
      </Button>
    </Dialog>
  );
}

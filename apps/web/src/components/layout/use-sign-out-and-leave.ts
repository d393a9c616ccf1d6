import { useNavigate } from 'react-router';
import { useSignOut } from '../../lib/session';
import { useToast } from '../ui/toast';

/**
 * Logout from the menus: go to the home page first (the current page may be for signed-in people
 * only), then end the session and confirm it.
 */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();
  const leave = async () => {
    await navigate('/');
    try {
      await signOut.mutateAsync();
      toast('Successfully signed out');
    } catch (error) {
      toast(error instanceof Error ? error.message : 'Could not sign out. Please try again.');
    }
  };
  return { leave, pending: signOut.isPending };
}

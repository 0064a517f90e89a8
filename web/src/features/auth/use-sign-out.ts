import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { LogoutDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { forgetViewer } from './session.ts';

/** Ends the session on the server, forgets the member's cached data, and returns home. */
export function useSignOut(): () => Promise<void> {
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  return async () => {
    const { error } = await logout();
    if (error) {
      toastError(summarizeError(error).message ?? 'We could not sign you out. Please try again.');
      return;
    }
    await forgetViewer(apollo);
    await navigate({ to: '/' });
    toastSuccess('You are signed out.');
  };
}

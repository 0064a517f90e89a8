import type { ErrorLike } from '@apollo/client';
import { useNavigate } from '@tanstack/react-router';
import { LogoutDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataLayer, type DataLayer } from '../../lib/apollo/data-layer.tsx';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { useSession } from './session.ts';

/** Ends the session on the server, forgets the member's cached data, and returns home. */
export function useSignOut(): () => Promise<void> {
  const data = useDataLayer();
  const session = useSession();
  const navigate = useNavigate();
  return async () => {
    const error = await logout(data);
    if (error) {
      toastError(summarizeError(error).message ?? 'We could not sign you out. Please try again.');
      return;
    }
    await session.forget();
    await navigate({ to: '/' });
    toastSuccess('You are signed out.');
  };
}

/** The menu lives in the shell, which can be on screen before Apollo Client has loaded. */
async function logout(data: DataLayer): Promise<ErrorLike | undefined> {
  try {
    const apollo = await data.client();
    return (await apollo.mutate({ mutation: LogoutDocument })).error;
  } catch (failure) {
    return failure as Error; // Apollo Client itself could not be downloaded
  }
}

import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { SendEmailVerificationDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';

/**
 * Sends a new verification e-mail, with a toast either way: to the signed-in member, or (just after
 * sign-up, before the link signed them in) to the address given; the answer is the same whether or
 * not that address has an unverified account.
 */
export function useResendVerification(email?: string): { resend: () => Promise<boolean>; sending: boolean } {
  const [send, { loading }] = useDataMutation(SendEmailVerificationDocument);
  const resend = async () => {
    const { data, error } = await send({ variables: { email: email ?? null } });
    if (data?.sendEmailVerification) {
      toastSuccess('We sent you a new verification email.', 'Email sent');
      return true;
    }
    toastError(summarizeError(error).message ?? 'We could not send the email. Please try again.');
    return false;
  };
  return { resend, sending: loading };
}

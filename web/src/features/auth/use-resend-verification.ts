import { useMutation } from '@apollo/client/react';
import { SendEmailVerificationDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';

/** Sends a new verification e-mail to the signed-in member, with a toast either way. */
export function useResendVerification(): { resend: () => Promise<boolean>; sending: boolean } {
  const [send, { loading }] = useMutation(SendEmailVerificationDocument);
  const resend = async () => {
    const { data, error } = await send();
    if (data?.sendEmailVerification) {
      toastSuccess('We sent you a new verification email.', 'Email sent');
      return true;
    }
    toastError(summarizeError(error).message ?? 'We could not send the email. Please try again.');
    return false;
  };
  return { resend, sending: loading };
}

import { StartJobCheckoutDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';

/**
 * Starts the checkout of an organization's postings awaiting payment and sends the browser to it
 * (Stripe Checkout, or the local test page without a Stripe key). The checkout comes back to the
 * job's management page with `?payment=success` or `?payment=cancelled`. Resolves with the
 * message to show when the checkout could not be started.
 */
export function useJobCheckout(): [(organizationId: string, jobId: string) => Promise<string | null>, { loading: boolean }] {
  const [start, { loading }] = useDataMutation(StartJobCheckoutDocument);
  const checkout = async (organizationId: string, jobId: string): Promise<string | null> => {
    const redirectUrl = `${window.location.origin}/jobs/manage/${encodeURIComponent(jobId)}`;
    const { data, error } = await start({ variables: { organizationId, redirectUrl } });
    if (data?.paymentMethod) {
      window.location.assign(data.paymentMethod.sessionUrl);
      return null;
    }
    return summarizeError(error).message ?? 'Payment method could not be added. Please contact support for more information.';
  };
  return [checkout, { loading }];
}

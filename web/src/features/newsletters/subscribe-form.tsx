import { Alert, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { NewsletterSubscriptionDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { email as emailRule } from '../../lib/validation/rules.ts';
import { SubscribeFields } from './subscribe-fields.tsx';

// What only a submitted form needs arrives then.
const DevMailboxLink = lazy(() => import('./dev-mailbox-link.tsx').then((module) => ({ default: module.DevMailboxLink })));

/**
 * The subscribe box's form: an address, then "check your e-mail" whatever the address was (the
 * API answers the same for a new, pending or confirmed one). It sends through `useDataMutation`,
 * so it needs no Apollo Client up front, and reads an error's words with the transport helpers it
 * imports only then.
 *
 * The submit is a form action rather than an onSubmit handler: the server renders this form, and
 * React's inline replay script holds a submit pressed before the form has hydrated (its code comes
 * after the page's) and replays it once it has, where an onSubmit form would reload the page.
 */
export function SubscribeForm({ headingId }: { headingId: string }) {
  const [subscribe, { loading }] = useDataMutation(NewsletterSubscriptionDocument);
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useRef<HTMLFormElement>(null);

  const submit = async (formData: FormData) => {
    // A replayed submit carries what was typed before hydration; the state then shows it too.
    const entry = formData.get('email');
    const submitted = typeof entry === 'string' ? entry : '';
    setAddress(submitted);
    setAlert(null);
    const problem = emailRule(submitted);
    setFieldError(problem);
    if (problem) {
      form.current?.querySelector('input')?.focus();
      return;
    }
    const trimmed = submitted.trim();
    const { data, error } = await subscribe({ variables: { email: trimmed, mutationType: 'ADD' } });
    if (data?.newsletterSubscription) {
      setSentTo(trimmed);
      return;
    }
    const { summarizeError } = await import('../../lib/apollo/transport-errors.ts');
    const summary = summarizeError(error);
    if (summary.fields['email']) setFieldError(summary.fields['email']);
    else setAlert(summary.message ?? 'We could not subscribe you. Please try again.');
  };

  if (sentTo) {
    return (
      <Stack gap="sm" role="status">
        <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} title="Check your e-mail to confirm">
          We sent a link to <strong>{sentTo}</strong>. Your subscription starts when you follow it.
        </Alert>
        <Suspense fallback={null}>
          <DevMailboxLink to={sentTo} />
        </Suspense>
      </Stack>
    );
  }
  return (
    <form ref={form} action={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <SubscribeFields
          name="email"
          value={address}
          onChange={(value) => {
            setAddress(value);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError}
          loading={loading}
        />
      </Stack>
    </form>
  );
}

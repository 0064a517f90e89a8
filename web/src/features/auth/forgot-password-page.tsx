import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ForgotPasswordDocument } from '../../__generated__/graphql/graphql.ts';
import { email, maxLength } from '../../lib/validation/rules.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { useDevMailboxAvailable } from './use-dev-mailbox-link.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';

const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const [forgotPassword, { loading }] = useDataMutation(ForgotPasswordDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const devMailbox = useDevMailboxAvailable(sentTo ?? undefined);
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: { email }, validateInputOnBlur: true });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const address = values.email.trim();
      const { data, error } = await forgotPassword({ variables: { email: address } });
      if (data?.forgotPassword) setSentTo(address);
      else setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Title order={1} size="h2" tabIndex={-1}>
          Check your email
        </Title>
        <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />}>
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to set a new password.
        </Alert>
        {devMailbox ? (
          <Text size="sm">
            Development:{' '}
            <AnchorLink to="/dev/mailbox" search={{ to: sentTo }} fw={600}>
              open the dev mailbox
            </AnchorLink>
          </Text>
        ) : null}
        <Button component={Link} to="/sign-in" variant="default">
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" tabIndex={-1}>
          Forgot your password?
        </Title>
        <Text c="dimmed">Enter your email and we will send you a link to set a new one.</Text>
      </Stack>
      <FormAlert message={alert} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required maxLength={maxLength.email} {...form.getInputProps('email')} />
          <Button type="submit" size="md" loading={loading}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/sign-in" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}

import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SignUpDocument } from '../../__generated__/graphql/graphql.ts';
import { email, password, requiredText } from '../../lib/validation/rules.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { invitationVariables, type InvitationLinks } from './invitation-links.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** `invitation`: the link the page was opened from; a group's invitee joins once their address is verified. */
export function SignUpPage({ invitation = {} }: { invitation?: InvitationLinks }) {
  const navigate = useNavigate();
  const [signUp, { loading }] = useDataMutation(SignUpDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: { firstName: requiredText, lastName: requiredText, email, password },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const address = values.email.trim();
      const { data, error } = await signUp({
        variables: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: address,
          password: values.password,
          ...invitationVariables(invitation),
        },
      });
      // The same answer whether or not the address already has an account (it reveals nothing): the
      // e-mail either verifies the new account, signing them in, or says the account exists.
      if (data && !error) {
        await navigate({ to: '/check-email', search: { email: address } });
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" tabIndex={-1}>
          Join Koinonia
        </Title>
        <Text c="dimmed">
          {invitation.groupSlug
            ? 'You were invited to a group: create your account, confirm your e-mail address, and you are in.'
            : 'Connect with ministry leaders, find resources and grow in faith.'}
        </Text>
      </Stack>
      <FormAlert message={alert} title="We could not create your account" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" loading={loading} data-analytics="sign-up-submit">
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already on Koinonia?{' '}
        <AnchorLink to="/sign-in" search={invitation} fw={600}>
          Sign in
        </AnchorLink>
      </Text>
    </Stack>
  );
}

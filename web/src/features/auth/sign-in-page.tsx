import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SignInDocument } from '../../__generated__/graphql/graphql.ts';
import { email, maxLength, presentPassword } from '../../lib/validation/rules.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { invitationVariables, type InvitationLinks } from './invitation-links.ts';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { safeRedirect } from './redirect.ts';
import { useSession } from './session.ts';

const FIELDS = ['email', 'password'] as const;

/**
 * `invitation`: the link the page was opened from. From a group's invitation, signing in joins the
 * group (once the address is verified) and the group's page follows.
 */
export function SignInPage({ redirect, invitation = {} }: { redirect?: string; invitation?: InvitationLinks }) {
  const session = useSession();
  const navigate = useNavigate();
  const [signIn, { loading }] = useDataMutation(SignInDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email, password: presentPassword },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const { data, error } = await signIn({
        variables: { email: values.email.trim(), password: values.password, ...invitationVariables(invitation) },
      });
      if (data?.signIn) {
        session.remember(data.signIn);
        toastSuccess(`Welcome back, ${data.signIn.firstName}.`);
        if (invitation.groupSlug && !redirect) await navigate({ to: '/g/$slug', params: { slug: invitation.groupSlug } });
        else await navigate({ to: safeRedirect(redirect) });
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
          Sign in
        </Title>
        <Text c="dimmed">Welcome back to your ministry network.</Text>
      </Stack>
      <FormAlert message={alert} title="We could not sign you in" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required maxLength={maxLength.email} {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={loading} data-analytics="sign-in-submit">
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New to Koinonia?{' '}
        <AnchorLink to="/sign-up" search={invitation} fw={600}>
          Join now
        </AnchorLink>
      </Text>
    </Stack>
  );
}

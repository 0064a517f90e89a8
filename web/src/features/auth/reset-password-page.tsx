import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ResetPasswordDocument } from '../../__generated__/graphql/graphql.ts';
import { password } from '../../lib/validation/rules.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { useSession } from './session.ts';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** Opened from the reset e-mail: sets a new password with the link's token (no session needed). */
export function ResetPasswordPage({ token }: { token?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: password,
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'the passwords do not match'),
    },
    validateInputOnBlur: true,
  });

  if (!token) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2" tabIndex={-1}>
          Set a new password
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          This link is incomplete. Open the link from the email again, or ask for a new one.
        </Alert>
        <Button component={Link} to="/forgot-password">
          Ask for a new link
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const { data, error } = await resetPassword({ variables: { newPassword: values.newPassword, token } });
      if (data?.updateUserPassword) {
        session.remember(data.updateUserPassword);
        toastSuccess('Your password was changed and you are signed in.', 'Password changed');
        await navigate({ to: '/profile' });
        return;
      }
      // The server names the argument "newPassword"; a bad token is an alert with a way forward.
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" tabIndex={-1}>
          Set a new password
        </Title>
        <Text c="dimmed">Choose a password you do not use anywhere else.</Text>
      </Stack>
      <FormAlert message={alert} title="We could not change your password" />
      {alert ? (
        <Text size="sm">
          Link expired? <Link to="/forgot-password">Ask for a new one</Link>.
        </Text>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" loading={loading}>
            Save new password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

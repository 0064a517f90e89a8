import { Button, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLinkOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ResetPasswordDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { maxLength, password } from '../../lib/validation/rules.ts';
import { useSession } from './session.ts';
import { isSpentResetLink, rememberSpentResetLink } from './spent-links.ts';

const FIELDS = ['newPassword', 'confirmPassword'] as const;
const noChanges = () => () => {};

/** Opened from the reset e-mail: sets a new password with the link's token (no session needed). */
export function ResetPasswordPage({ token }: { token?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useDataMutation(ResetPasswordDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const [spent, setSpent] = useState<string | null>(null);
  // Set with the success, so the link being remembered as used does not turn this page over.
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: password,
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'the passwords do not match'),
    },
    validateInputOnBlur: true,
  });

  // A link this browser already used is spent: say so before anyone types a new password
  // (read after hydration: the server cannot know).
  const usedHere = useSyncExternalStore(
    noChanges,
    () => (token ? isSpentResetLink(token) : false),
    () => false,
  );

  if (!token) return <SpentLink title="This link is incomplete" message="Open the link from the email again, or ask for a new one." />;
  if (usedHere && !spent && !succeeded) {
    return <SpentLink title="This link has been used or has expired" message="This link has already been used to set a new password. Reset links work once, for one hour." />;
  }
  if (spent) return <SpentLink title="This link has been used or has expired" message={`${spent} Reset links work once, for one hour.`} />;

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const { data, error } = await resetPassword({ variables: { newPassword: values.newPassword, token } });
      if (data?.updateUserPassword) {
        setSucceeded(true);
        rememberSpentResetLink(token);
        session.remember(data.updateUserPassword);
        toastSuccess('Your password was changed and you are signed in.', 'Password changed');
        await navigate({ to: '/profile' });
        return;
      }
      // A refused token (used, expired, unknown) is the whole page's answer, not a form error.
      const tokenProblem = summarizeError(error).fields['token'];
      if (tokenProblem) {
        rememberSpentResetLink(token);
        setSpent(/[.!?]$/.test(tokenProblem) ? tokenProblem : `${tokenProblem}.`);
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
          Set a new password
        </Title>
        <Text c="dimmed">Choose a password you do not use anywhere else.</Text>
      </Stack>
      <FormAlert message={alert} title="We could not change your password" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            maxLength={maxLength.password}
            description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required maxLength={maxLength.password} {...form.getInputProps('confirmPassword')} />
          <Button type="submit" size="md" loading={loading}>
            Save new password
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center">
        Link not working?{' '}
        <AnchorLink to="/forgot-password" size="sm" fw={600}>
          Ask for a new one
        </AnchorLink>
      </Text>
    </Stack>
  );
}

/** A reset link that cannot be used (incomplete, used or expired), with the way forward, as verify-email does. */
function SpentLink({ title, message }: { title: string; message: string }) {
  // Shown in place of the form after a refused submit: focus the news, not the vanished button.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" color="red" variant="light">
        <IconLinkOff size={36} aria-hidden />
      </ThemeIcon>
      <Title ref={heading} order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      <Text role="alert">{message}</Text>
      <ButtonLink to="/forgot-password" size="md" fullWidth>
        Ask for a new link
      </ButtonLink>
      <AnchorLink to="/sign-in" size="sm">
        Back to sign in
      </AnchorLink>
    </Stack>
  );
}

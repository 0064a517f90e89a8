import { Button, Card, Group, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useState } from 'react';
import { ChangePasswordDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { maxLength, password, passwordChecks } from '../../lib/validation/rules.ts';
import { useSession } from '../auth/session.ts';
import { SettingsLayout } from './settings-layout.tsx';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** Settings → Password: a new password for the signed-in member (their other sessions end). */
export function PasswordSettingsPage() {
  const session = useSession();
  const [changePassword, { loading }] = useDataMutation(ChangePasswordDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: password,
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'the passwords do not match'),
    },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      setSaved(false);
      const { data, error } = await changePassword({ variables: { newPassword: values.newPassword } });
      if (data?.updateUserPassword) {
        // The server started a new session for this browser: keep the member it answered.
        session.remember(data.updateUserPassword);
        form.reset();
        setSaved(true);
        toastSuccess('Your password was changed. You were signed out everywhere else.', 'Password changed');
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <SettingsLayout title="Password">
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="password-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Text component="h2" fw={700} size="lg" id="password-title">
              Change your password
            </Text>
            <Text size="sm" c="dimmed">
              You stay signed in here; every other browser and device is signed out.
            </Text>
          </Stack>
          <FormAlert message={alert} title="We could not change your password" />
          {saved ? (
            <Text size="sm" c="teal.9" role="status">
              Your password was changed.
            </Text>
          ) : null}
          <form onSubmit={submit} noValidate>
            <Stack gap="md" maw={420}>
              <PasswordInput label="New password" autoComplete="new-password" required maxLength={maxLength.password} {...form.getInputProps('newPassword')} />
              <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Password requirements">
                {passwordChecks(form.values.newPassword).map((check) => (
                  <Group component="li" key={check.label} gap={6} wrap="nowrap">
                    <ThemeIcon size={16} radius="xl" color={check.met ? 'teal' : 'gray'} variant="light">
                      {check.met ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
                    </ThemeIcon>
                    <Text size="sm" c={check.met ? 'teal.9' : 'dimmed'}>
                      {check.label}
                      <span className="visually-hidden">{check.met ? ' (met)' : ' (not yet)'}</span>
                    </Text>
                  </Group>
                ))}
              </Stack>
              <PasswordInput label="Confirm new password" autoComplete="new-password" required maxLength={maxLength.password} {...form.getInputProps('confirmPassword')} />
              <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
                Change password
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card>
    </SettingsLayout>
  );
}

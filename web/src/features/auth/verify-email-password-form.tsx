import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { ErrorLike } from '@apollo/client';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { maxLength, password } from '../../lib/validation/rules.ts';

const FIELDS = ['password'] as const;

/**
 * A sign-up's verification link needs a password: whoever signed up may not own the mailbox, so
 * the owner types the one they chose (or a new one), which replaces any set before. `submit`
 * answers the server's error for the form, or nothing when the address is verified.
 */
export function VerifyEmailPasswordForm({ submit }: { submit: (password: string) => Promise<ErrorLike | undefined> }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { password: '' }, validate: { password }, validateInputOnBlur: true });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = form.onSubmit(
    async (values) => {
      setAlert(null);
      setLoading(true);
      const error = await submit(values.password);
      setLoading(false);
      if (error) setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title ref={heading} order={1} size="h2" tabIndex={-1}>
          Confirm your password
        </Title>
        <Text c="dimmed">
          Enter the password you chose when you signed up, or choose a new one. It becomes your password, and you are
          signed out everywhere else.
        </Text>
      </Stack>
      <FormAlert message={alert} title="We could not verify your email" />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            maxLength={maxLength.password}
            description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" loading={loading}>
            Verify my email
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

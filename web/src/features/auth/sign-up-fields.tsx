import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEventHandler, Ref } from 'react';
import classes from './sign-up.module.css';
import { maxLength } from '../../lib/validation/rules.ts';

export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpValues = Record<SignUpField, string>;

/** What each field gets from whoever holds the form's state (the stand-in or Mantine's form). */
export type FieldProps = (field: SignUpField) => object;

/**
 * The sign-up form's markup, shared by the stand-in the page paints with and the form that takes
 * its place once its code has loaded (sign-up-page.tsx), so the swap changes nothing on screen.
 */
export function SignUpFields({
  fieldProps,
  onSubmit,
  loading = false,
  formRef,
}: {
  fieldProps: FieldProps;
  onSubmit: FormEventHandler<HTMLFormElement>;
  loading?: boolean;
  formRef?: Ref<HTMLFormElement>;
}) {
  return (
    // POST: sent before hydration, the browser must not put the password in the address.
    <form ref={formRef} onSubmit={onSubmit} method="post" noValidate>
      <Stack gap="md">
        <div className={classes.names}>
          <TextInput label="First name" name="firstName" autoComplete="given-name" required maxLength={maxLength.name} {...fieldProps('firstName')} />
          <TextInput label="Last name" name="lastName" autoComplete="family-name" required maxLength={maxLength.name} {...fieldProps('lastName')} />
        </div>
        <TextInput label="Email" name="email" type="email" autoComplete="email" required maxLength={maxLength.email} {...fieldProps('email')} />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={maxLength.password}
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...fieldProps('password')}
        />
        <Button type="submit" size="md" loading={loading} data-analytics="sign-up-submit">
          Create account
        </Button>
      </Stack>
    </form>
  );
}

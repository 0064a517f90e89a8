import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ErrorLike } from '@apollo/client';
import { summarizeError } from '../apollo/transport-errors.ts';
import { unplacedFieldMessages } from './field-messages.ts';

interface FormLike {
  setErrors(errors: Record<string, string>): void;
  getInputNode(path: string): HTMLElement | null;
}

/** Moves focus to the first field with an error, in the order the fields appear. */
export function focusFirstError(form: FormLike, errors: Record<string, unknown>, order: readonly string[]): void {
  const first = order.find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}

/**
 * Shows an operation's error on a form: messages under the matching fields, everything else as
 * the returned alert message (never with an argument path: see field-messages.ts). Focuses the first field in error, or the alert.
 */
export function showServerErrors(form: FormLike, error: ErrorLike | undefined, order: readonly string[]): string | null {
  const summary = summarizeError(error);
  const fields = Object.fromEntries(Object.entries(summary.fields).filter(([field]) => order.includes(field)));
  const unplaced = unplacedFieldMessages(summary.fields, order);
  form.setErrors(fields);
  focusFirstError(form, fields, order);
  const message = [summary.message, ...unplaced].filter(Boolean).join(' ');
  if (message) return message;
  return Object.keys(fields).length > 0 ? null : 'Something went wrong. Please try again.';
}

/** The form-level alert: announced when it appears. */
export function FormAlert({ message, title = 'We could not do that' }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

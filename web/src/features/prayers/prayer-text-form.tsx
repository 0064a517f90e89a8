import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { textError } from './prayer-rules.ts';

/** A short form of one text field (an update, a testimony), with the server's messages under it. */
export function PrayerTextForm({
  label,
  submitLabel,
  description,
  required = true,
  initial = '',
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  description?: string;
  required?: boolean;
  initial?: string;
  onSubmit: (text: string) => Promise<{ error?: Parameters<typeof showServerErrors>[1]; ok: boolean }>;
  onCancel: () => void;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { text: initial }, validate: { text: (value) => textError(value, required) } });
  useEffect(() => {
    form.getInputNode('text')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = form.onSubmit(
    async ({ text }) => {
      setAlert(null);
      setSaving(true);
      const result = await onSubmit(text.trim());
      setSaving(false);
      if (result.ok) return;
      // The server names the field `body` or `testimony`; both are this form's one field.
      const summary = summarizeError(result.error);
      const fieldMessage = summary.fields['body'] ?? summary.fields['testimony'];
      if (fieldMessage) {
        form.setFieldError('text', fieldMessage);
        form.getInputNode('text')?.focus();
        if (summary.message) setAlert(summary.message);
        return;
      }
      setAlert(showServerErrors(form, result.error, ['text']));
    },
    (errors) => focusFirstError(form, errors, ['text']),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormAlert message={alert} />
        <Textarea label={label} description={description} autosize minRows={2} maxRows={8} required={required} {...form.getInputProps('text')} />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type ReactNode } from 'react';
import { ChangeEducationDocument, type HistoryEducationFragment } from '../../__generated__/graphql/graphql.ts';
import { toDateFieldValue } from '../../lib/format/dates.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { DateField } from './date-fields.tsx';
import { educationErrors, educationInput, type EducationFormValues } from './history-rules.ts';
import type { useHistoryChange } from './use-history-change.ts';

const FIELDS = ['degree', 'fieldOfStudy', 'startDate', 'endDate', 'description'] as const;

/** Adds a school (no `education`) or edits one; focuses its first field when it opens. */
export function EducationForm({
  education,
  history,
  onSaved,
  onCancel,
  onDirtyChange,
  notice,
}: {
  education: HistoryEducationFragment | null;
  history: ReturnType<typeof useHistoryChange>;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  notice?: ReactNode;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<EducationFormValues>({
    mode: 'controlled',
    initialValues: {
      degree: education?.degree ?? '',
      fieldOfStudy: education?.fieldOfStudy ?? '',
      description: education?.description ?? '',
      startDate: toDateFieldValue(education?.startDate),
      endDate: toDateFieldValue(education?.endDate),
    },
    validate: (values) => educationErrors(values),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    form.getInputNode('degree')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const input = educationInput(values);
      const { error } = await history.change(
        ChangeEducationDocument,
        education ? { ...input, id: education.id, mutationType: 'EDIT' } : { ...input, mutationType: 'ADD' },
      );
      if (!error) {
        onSaved();
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  const titleId = education ? `education-form-${education.id}` : 'education-form-new';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h5" id={titleId}>
          {education ? `Edit ${education.degree}` : 'Add education'}
        </Title>
        {notice}
        <FormAlert message={alert} title="We could not save this education" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Degree" description="MDiv, BA, certificate…" required maxLength={maxLength.shortText} {...form.getInputProps('degree')} />
          <TextInput label="Field of study" maxLength={maxLength.shortText} {...form.getInputProps('fieldOfStudy')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label="Start date" required inputProps={form.getInputProps('startDate')} />
          <DateField label="End date" inputProps={form.getInputProps('endDate')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={8} maxLength={maxLength.description} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={history.saving}>
            Cancel
          </Button>
          <Button type="submit" loading={history.saving} data-analytics="education-save">
            Save education
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

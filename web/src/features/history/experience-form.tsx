import { Autocomplete, Button, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type ReactNode } from 'react';
import { ChangeExperienceDocument, type HistoryExperienceFragment } from '../../__generated__/graphql/graphql.ts';
import { toDateFieldValue } from '../../lib/format/dates.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { CheckboxField, DateField } from './date-fields.tsx';
import { experienceErrors, experienceInput, type ExperienceFormValues } from './history-rules.ts';
import type { useHistoryChange } from './use-history-change.ts';

const FIELDS = ['jobTitle', 'type', 'opportunityType', 'startDate', 'endDate', 'isCurrent', 'description'] as const;
const TYPES = ['Full-time', 'Part-time', 'Volunteer', 'Contract', 'Internship', 'Bi-vocational'];
const AREAS = ['Pastoral', 'Worship', 'Youth', 'Children', 'Missions', 'Administration', 'Teaching', 'Counseling', 'Outreach'];

function initialValues(experience: HistoryExperienceFragment | null): ExperienceFormValues {
  return {
    jobTitle: experience?.jobTitle ?? '',
    type: experience?.type ?? '',
    opportunityType: experience?.opportunityType ?? '',
    description: experience?.description ?? '',
    startDate: toDateFieldValue(experience?.startDate),
    endDate: experience?.isCurrent ? '' : toDateFieldValue(experience?.endDate),
    isCurrent: experience ? experience.isCurrent : false,
  };
}

/** Adds a position (no `experience`) or edits one; focuses its first field when it opens. */
export function ExperienceForm({
  experience,
  history,
  onSaved,
  onCancel,
  onDirtyChange,
  notice,
}: {
  experience: HistoryExperienceFragment | null;
  history: ReturnType<typeof useHistoryChange>;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  notice?: ReactNode;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ExperienceFormValues>({
    mode: 'controlled',
    initialValues: initialValues(experience),
    validate: (values) => experienceErrors(values),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    form.getInputNode('jobTitle')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const input = experienceInput(values);
      const { error } = await history.change(
        ChangeExperienceDocument,
        experience ? { ...input, id: experience.id, mutationType: 'EDIT' } : { ...input, mutationType: 'ADD' },
      );
      if (!error) {
        onSaved();
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  const titleId = experience ? `experience-form-${experience.id}` : 'experience-form-new';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h5" id={titleId}>
          {experience ? `Edit ${experience.jobTitle}` : 'Add a position'}
        </Title>
        {notice}
        <FormAlert message={alert} title="We could not save this position" />
        <TextInput label="Job title" required maxLength={maxLength.title} {...form.getInputProps('jobTitle')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Autocomplete label="Type" description="Full-time, volunteer…" data={TYPES} maxLength={maxLength.shortText} {...form.getInputProps('type')} />
          <Autocomplete label="Ministry area" description="Pastoral, worship…" data={AREAS} maxLength={maxLength.shortText} {...form.getInputProps('opportunityType')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label="Start date" required inputProps={form.getInputProps('startDate')} />
          <DateField label="End date" disabled={form.values.isCurrent} inputProps={form.getInputProps('endDate')} />
        </SimpleGrid>
        <CheckboxField
          name="isCurrent"
          label="I currently hold this position"
          description="A current position has no end date."
          checked={form.values.isCurrent}
          onChange={(checked) => {
            form.setFieldValue('isCurrent', checked);
            if (checked) form.setFieldValue('endDate', '');
          }}
        />
        <Textarea label="Description" autosize minRows={2} maxRows={8} maxLength={maxLength.description} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={history.saving}>
            Cancel
          </Button>
          <Button type="submit" loading={history.saving} data-analytics="experience-save">
            Save position
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type ReactNode } from 'react';
import { SaveJobDocument, type JobDetailsFragment, type SaveJobMutation } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { toDateFieldValue } from '../../lib/format/dates.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { JOB_TYPES, PAY_PERIODS, WORKPLACES } from './job-labels.ts';
import { JOB_POST_FEE, deadlineFromField, jobFormErrors, parseAmount, todayField, type JobFormValues } from './job-rules.ts';

const FIELDS = [
  'organizationId',
  'type',
  'jobTitle',
  'description',
  'requirements',
  'benefits',
  'salaryStartRange',
  'salaryEndRange',
  'contractRate',
  'contractPayPer',
  'deadline',
  'workplace',
  'denomination',
  'promoCode',
] as const;

export type SavedJob = NonNullable<SaveJobMutation['opportunity']>;

const amountField = (value: number | null | undefined): string => (value == null ? '' : String(value));

function initialValues(job: JobDetailsFragment | undefined, organizationId: string): JobFormValues {
  return {
    organizationId: job?.organizationId ?? organizationId,
    type: job?.type ?? 'FULL_TIME',
    jobTitle: job?.jobTitle ?? '',
    description: job?.description ?? '',
    requirements: job?.requirements ?? '',
    benefits: job?.benefits ?? '',
    salaryStartRange: amountField(job?.salaryStartRange),
    salaryEndRange: amountField(job?.salaryEndRange),
    contractRate: amountField(job?.contractRate),
    contractPayPer: job?.contractPayPer ?? '',
    deadline: toDateFieldValue(job?.deadline),
    denomination: job?.denomination ?? '',
    ordinationRequired: job?.ordinationRequired ?? false,
    bivocational: job?.bivocational ?? false,
    housingProvided: job?.housingProvided ?? false,
    workplace: job?.workplace ?? 'ON_SITE',
    promoCode: '',
  };
}

/**
 * Posts a job (no `job`; `organizations` to post for, `promo` the promo-code field) or edits one:
 * every field of the API's opportunity with the same rules and messages (salary start at most
 * end, a deadline in the future, a contract rate needs its pay period), the server's messages
 * under the fields. A new job is posted (then paid) or saved as a draft.
 */
export function JobForm({
  job,
  organizations,
  promo,
  onSaved,
  onCancel,
}: {
  job?: JobDetailsFragment;
  organizations?: readonly { id: string; name: string }[];
  promo?: (organizationId: string, form: { code: string; setCode: (code: string) => void }) => ReactNode;
  onSaved: (saved: SavedJob) => void;
  onCancel: () => void;
}) {
  const [save, { loading }] = useDataMutation(SaveJobDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<JobFormValues>({
    mode: 'controlled',
    initialValues: initialValues(job, organizations?.[0]?.id ?? ''),
    validate: (values) => jobFormErrors(values),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    form.getInputNode(job ? 'jobTitle' : 'organizationId')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit(
    async (values, event) => {
      setAlert(null);
      // Which button sent it: "Save as draft" or "Post and pay".
      const asDraft = (event?.nativeEvent as SubmitEvent | undefined)?.submitter?.getAttribute('value') === 'draft';
      const text = (value: string) => (job ? value.trim() : value.trim() || null);
      const common = {
        type: values.type,
        jobTitle: values.jobTitle.trim(),
        description: values.description.trim(),
        requirements: text(values.requirements),
        benefits: text(values.benefits),
        salaryStartRange: parseAmount(values.salaryStartRange),
        salaryEndRange: parseAmount(values.salaryEndRange),
        contractRate: values.contractRate.trim() ? parseAmount(values.contractRate) : null,
        contractPayPer: values.contractPayPer || null,
        deadline: values.deadline.trim() ? deadlineFromField(values.deadline) : null,
        denomination: text(values.denomination),
        ordinationRequired: values.ordinationRequired,
        bivocational: values.bivocational,
        housingProvided: values.housingProvided,
        workplace: values.workplace,
      };
      const { data, error } = await save({
        variables: job
          ? { ...common, id: job.id, mutationType: 'EDIT' }
          : {
              ...common,
              organizationId: values.organizationId,
              jobPostFee: JOB_POST_FEE,
              promoCode: values.promoCode.trim() || null,
              status: asDraft ? 'DRAFT' : null,
              mutationType: 'ADD',
            },
      });
      if (data?.opportunity) {
        onSaved(data.opportunity);
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  const withRate = form.values.contractRate.trim() !== '';
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="job-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="job-form-title">
            {job ? 'Edit the job' : 'The job'}
          </Title>
          <FormAlert message={alert} title={job ? 'We could not save the job' : 'We could not post the job'} />
          {organizations ? (
            <NativeSelect label="Organization" required data={organizations.map((organization) => ({ value: organization.id, label: organization.name }))} {...form.getInputProps('organizationId')} />
          ) : null}
          <TextInput label="Job title" required maxLength={maxLength.title} {...form.getInputProps('jobTitle')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect label="Job type" required data={[...JOB_TYPES]} {...form.getInputProps('type')} />
            <NativeSelect label="Remote or on site" required data={[...WORKPLACES]} {...form.getInputProps('workplace')} />
          </SimpleGrid>
          <Textarea label="Description" required description="The role, the church or ministry, and the people it serves." autosize minRows={5} maxRows={16} maxLength={maxLength.longText} {...form.getInputProps('description')} />
          <Textarea label="Requirements" autosize minRows={2} maxRows={10} maxLength={maxLength.longText} {...form.getInputProps('requirements')} />
          <Textarea label="Benefits" autosize minRows={2} maxRows={10} maxLength={maxLength.longText} {...form.getInputProps('benefits')} />
          <Title order={3} size="h5">
            Pay
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Salary from (per year, $)" required inputMode="decimal" description="0 for a volunteer role." {...form.getInputProps('salaryStartRange')} />
            <TextInput label="Salary to (per year, $)" required inputMode="decimal" {...form.getInputProps('salaryEndRange')} />
            <TextInput label="Contract rate ($)" inputMode="decimal" description="Optional, for contract work." {...form.getInputProps('contractRate')} />
            <NativeSelect
              label="Pay period"
              required={withRate}
              data={[{ value: '', label: 'Choose a period' }, ...PAY_PERIODS]}
              {...form.getInputProps('contractPayPer')}
            />
          </SimpleGrid>
          <TextInput label="Apply by" type="date" min={todayField()} description="Optional: the last day applications are taken." {...form.getInputProps('deadline')} />
          <Title order={3} size="h5">
            Ministry details
          </Title>
          <TextInput label="Denomination" placeholder="e.g. Baptist, Anglican, non-denominational" maxLength={maxLength.shortText} {...form.getInputProps('denomination')} />
          <Stack gap="xs">
            <Switch label="Ordination required" {...form.getInputProps('ordinationRequired', { type: 'checkbox' })} />
            <Switch label="Bivocational: can be held alongside other work" {...form.getInputProps('bivocational', { type: 'checkbox' })} />
            <Switch label="Housing provided" {...form.getInputProps('housingProvided', { type: 'checkbox' })} />
          </Stack>
          {promo ? promo(form.values.organizationId, { code: form.values.promoCode, setCode: (code) => form.setFieldValue('promoCode', code) }) : null}
          {job ? null : (
            <Text size="sm" c="dimmed">
              Posting a job costs ${JOB_POST_FEE}; you pay on the next page, and the job opens once paid.
            </Text>
          )}
          <Group justify="flex-end" mt="sm" wrap="wrap">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            {job ? null : (
              <Button type="submit" variant="default" name="intent" value="draft" disabled={loading}>
                Save as draft
              </Button>
            )}
            <Button type="submit" name="intent" value="post" loading={loading}>
              {job ? 'Save job' : 'Post and pay'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

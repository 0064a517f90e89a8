import { Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SaveNewsletterDocument, type NewsletterDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { atMost, maxLength } from '../../lib/validation/rules.ts';
import { ThumbnailField } from '../blog/thumbnail-field.tsx';
import { JobListingsPicker, type JobChoice } from './job-listings-picker.tsx';

// tiptap is large: only the editors' pages download it.
const RichText = lazy(() => import('../blog/rich-text.tsx').then((module) => ({ default: module.RichText })));

const FIELDS = ['subject', 'whatsNew', 'podcastImageUrl', 'podcastTitle', 'podcastDescription', 'podcastUrl', 'jobListingIds', 'sponsoredBy'] as const;

interface Values {
  subject: string;
  whatsNew: string;
  podcastImageUrl: string;
  podcastTitle: string;
  podcastDescription: string;
  podcastUrl: string;
  sponsoredBy: string;
}

const valuesOf = (newsletter: NewsletterDetailsFragment): Values => ({
  subject: newsletter.subject,
  whatsNew: newsletter.whatsNew ?? '',
  podcastImageUrl: newsletter.podcastImageUrl ?? '',
  podcastTitle: newsletter.podcastTitle ?? '',
  podcastDescription: newsletter.podcastDescription ?? '',
  podcastUrl: newsletter.podcastUrl ?? '',
  sponsoredBy: newsletter.sponsoredBy ?? '',
});

const jobsOf = (newsletter: NewsletterDetailsFragment): JobChoice[] =>
  newsletter.jobListings.map((job) => ({ id: job.id, jobTitle: job.jobTitle, organizationName: job.organization?.name ?? null }));

/** The newsletter's sections, saved together; each save that changes the content makes a new version. */
export function NewsletterForm({ newsletter, onSaved }: { newsletter: NewsletterDetailsFragment; onSaved: (saved: NewsletterDetailsFragment) => void }) {
  const [save, { loading }] = useDataMutation(SaveNewsletterDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const [jobs, setJobs] = useState<JobChoice[]>(() => jobsOf(newsletter));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(newsletter),
    validate: { subject: (value) => (value.trim() ? null : 'Subject is required'), whatsNew: atMost(maxLength.whatsNew) },
  });
  const values = form.getValues();
  const locked = newsletter.status !== 'DRAFT';

  const submit = form.onSubmit(
    async (chosen) => {
      setAlert(null);
      const text = (value: string) => value.trim() || null;
      const { data, error } = await save({
        variables: {
          id: newsletter.id,
          mutationType: 'EDIT',
          subject: chosen.subject.trim(),
          sponsoredBy: text(chosen.sponsoredBy),
          whatsNew: text(chosen.whatsNew),
          podcastImageUrl: text(chosen.podcastImageUrl),
          podcastTitle: text(chosen.podcastTitle),
          podcastDescription: text(chosen.podcastDescription),
          podcastUrl: text(chosen.podcastUrl),
          jobListingIds: jobs.map((job) => job.id),
        },
      });
      if (!data?.newsletter) {
        setAlert(showServerErrors(form, error, FIELDS));
        return;
      }
      form.setValues(valuesOf(data.newsletter));
      form.resetDirty(valuesOf(data.newsletter));
      setJobs(jobsOf(data.newsletter));
      toastSuccess(`Saved as version ${data.newsletter.version}.`, 'Saved');
      onSaved(data.newsletter);
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter">
      <Stack gap="md">
        {locked ? (
          <Text size="sm" c="dimmed" role="note">
            This newsletter is {newsletter.status === 'SENT' ? 'sent' : 'being sent'}: its content can no longer change.
          </Text>
        ) : null}
        <FormAlert message={alert} />
        <Section title="Subject">
          <TextInput label="Subject" required disabled={locked} maxLength={maxLength.title} {...form.getInputProps('subject')} />
        </Section>
        <Section title="What's new">
          <Suspense fallback={<ListSkeleton rows={2} />}>
            <RichText
              label="What's new"
              maxLength={maxLength.whatsNew}
              value={values.whatsNew}
              onChange={(html) => form.setFieldValue('whatsNew', html)}
              error={form.errors.whatsNew as string | undefined}
            />
          </Suspense>
        </Section>
        <Section title="Podcast">
          <ThumbnailField
            purpose="NEWSLETTER_PODCAST_IMAGE"
            disabled={locked}
            label="Podcast image"
            value={values.podcastImageUrl}
            onChange={(url) => form.setFieldValue('podcastImageUrl', url)}
            error={form.errors.podcastImageUrl as string | undefined}
          />
          <TextInput label="Episode title" disabled={locked} maxLength={maxLength.title} {...form.getInputProps('podcastTitle')} />
          <Textarea label="Episode description" autosize minRows={2} disabled={locked} maxLength={maxLength.description} {...form.getInputProps('podcastDescription')} />
          <TextInput label="Episode link" type="url" placeholder="https://" disabled={locked} maxLength={maxLength.url} {...form.getInputProps('podcastUrl')} />
        </Section>
        <Section title="Job listings">
          <JobListingsPicker value={jobs} onChange={setJobs} error={form.errors.jobListingIds as string | undefined} />
        </Section>
        <Section title="Sponsor">
          <TextInput label="Sponsored by" disabled={locked} maxLength={maxLength.shortText} {...form.getInputProps('sponsoredBy')} />
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={locked}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        <Title order={2} size="h4" component="legend" style={{ padding: 0 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

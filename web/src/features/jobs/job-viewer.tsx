import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import {
  JobAsViewerDocument,
  MyApplicationsDocument,
  SaveApplicationDocument,
  type ApplicationItemFragment,
  type JobDetailsFragment,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { ApplicationVideoField, type UploadedVideo } from './application-video-field.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { httpsLink, maxLength } from '../../lib/validation/rules.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { applicationStatusColor, applicationStatusLabel, canWithdraw, statusColors } from './job-labels.ts';
import { APPLICATION_FAILED } from './job-rules.ts';

/**
 * The job page's Apollo half, downloaded after the page has hydrated from its loader's data
 * (job-page.tsx), for a signed-in member: their application (apply, its status, withdraw), or,
 * for the organization's admins, the way to its applicants.
 */

export function JobViewerPanel({ job }: { job: JobDetailsFragment }) {
  // `feeDue` is only given to the organization's admins.
  const asViewer = useQuery(JobAsViewerDocument, { variables: { id: job.id } });
  const mine = useQuery(MyApplicationsDocument, { variables: { search: job.jobTitle, cursor: null } });
  const managed = asViewer.data?.opportunity?.feeDue != null;
  if (managed) {
    return (
      <>
        <Text size="sm">Your organization posted this job.</Text>
        <ButtonLink to="/jobs/manage/$id" params={{ id: job.id }}>
          Applicants and settings
        </ButtonLink>
      </>
    );
  }
  if (!mine.data) {
    return mine.loading || asViewer.loading ? (
      <Text size="sm" c="dimmed" role="status">
        Loading your application…
      </Text>
    ) : (
      <LoadError message={summarizeError(mine.error).message ?? 'We could not load your application.'} onRetry={() => void mine.refetch()} />
    );
  }
  const application = mine.data.userApplications.results.find((candidate) => candidate.opportunityId === job.id);
  if (application) return <YourApplication application={application} />;
  if (job.status !== 'OPEN') return <Text size="sm">This job no longer takes applications.</Text>;
  return <ApplyForm job={job} onApplied={() => void mine.refetch()} />;
}

function YourApplication({ application }: { application: ApplicationItemFragment }) {
  const [save, { loading }] = useDataMutation(SaveApplicationDocument);
  const withdraw = async () => {
    const { data, error } = await save({ variables: { id: application.id, status: 'WITHDRAWN', mutationType: 'EDIT' } });
    if (data?.application) toastSuccess('Your application is withdrawn.', 'Withdrawn');
    else toastError(summarizeError(error).message ?? 'We could not withdraw your application.');
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="xs">
        <Text size="sm">Your application:</Text>
        <Badge variant="light" {...statusColors(applicationStatusColor(application.status))}>
          {applicationStatusLabel(application.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Sent {formatDate(application.createdAt)}
      </Text>
      <ButtonLink to="/applications" variant="subtle" size="xs" px={0}>
        All my applications
      </ButtonLink>
      {canWithdraw(application.status) ? (
        <ConfirmButton question="Withdraw your application? The organization will no longer consider it." confirmLabel="Withdraw application" onConfirm={() => void withdraw()} loading={loading} color="red">
          Withdraw
        </ConfirmButton>
      ) : null}
    </Stack>
  );
}

const FIELDS = ['message', 'userVideoUrl'] as const;

/** Apply: a message and an optional video (uploaded, or a link); the server's refusal (its spec message) in the alert. */
function ApplyForm({ job, onApplied }: { job: JobDetailsFragment; onApplied: () => void }) {
  const [save, { loading }] = useDataMutation(SaveApplicationDocument);
  const [video, setVideo] = useState<UploadedVideo | null>(null);
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '', userVideoUrl: '' },
    validate: { userVideoUrl: (value: string) => (value.trim() === '' ? null : httpsLink(value)) },
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const { data, error } = await save({
        variables: {
          opportunityId: job.id,
          message: values.message.trim() || null,
          userVideoUrl: video ? null : values.userVideoUrl.trim() || null,
          videoFileId: video?.id ?? null,
          mutationType: 'ADD',
        },
      });
      if (data?.application) {
        toastSuccess(`Your application for ${job.jobTitle} is sent.`, 'Application sent');
        onApplied();
        return;
      }
      // A refusal (closed, deadline passed, applied already) is the spec's message with the reason on `opportunityId`.
      setRefused(summarizeError(error).fields['opportunityId'] !== undefined);
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={alert} title={refused ? APPLICATION_FAILED : 'We could not send your application'} />
        <Textarea
          label="Message to the organization"
          description="Why this role, and what you bring to it."
          autosize
          minRows={4}
          maxRows={12}
          maxLength={maxLength.longText}
          {...form.getInputProps('message')}
        />
        <ApplicationVideoField opportunityId={job.id} value={video} onChange={setVideo} onBusy={setUploading} />
        {video ? null : (
          <TextInput
            label="Or a video link (optional)"
            description="Such as a YouTube or Vimeo link starting with https://."
            type="url"
            inputMode="url"
            maxLength={maxLength.url}
            {...form.getInputProps('userVideoUrl')}
          />
        )}
        <Button type="submit" loading={loading} disabled={uploading} leftSection={<IconSend size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
          Send application
        </Button>
      </Stack>
    </form>
  );
}

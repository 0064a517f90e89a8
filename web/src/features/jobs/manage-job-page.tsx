import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconExternalLink, IconInfoCircle, IconPencil, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { JobAsViewerDocument, SaveJobDocument, type JobAsViewerQuery } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { JobApplicants } from './job-applicants.tsx';
import { JobBadges, JobFacts } from './job-card.tsx';
import { JobForm } from './job-form.tsx';
import { JOB_STATUS_COLORS, formatMoney, jobStatusLabel, statusColors } from './job-labels.ts';
import { JobPaymentSection } from './job-payment.tsx';
import { useJobCheckout } from './use-job-checkout.ts';
import classes from './jobs.module.css';

type ManagedJob = NonNullable<JobAsViewerQuery['opportunity']>;

/**
 * One job of the member's organization (/jobs/manage/$id): its state and what moves it on (post a
 * draft, pay, close), editing, its payment and receipt, and its applicants with their statuses.
 * Checkout comes back here with `payment`.
 */
export function ManageJobPage({ id, payment }: { id: string; payment?: 'success' | 'cancelled' }) {
  return (
    <DataGate fallback={<ListSkeleton rows={2} />}>
      <ManageJob id={id} payment={payment} />
    </DataGate>
  );
}

function ManageJob({ id, payment }: { id: string; payment?: 'success' | 'cancelled' }) {
  const query = useQuery(JobAsViewerDocument, { variables: { id } });
  const job = query.data?.opportunity;
  if (!job) {
    if (query.loading) return <ListSkeleton rows={2} />;
    const code = summarizeError(query.error).code;
    if (!query.error || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return <NotFoundPage what="job" />;
    return <LoadError message={summarizeError(query.error).message ?? 'We could not load this job.'} onRetry={() => void query.refetch()} />;
  }
  // `feeDue` is only given to the organization's admins.
  if (job.feeDue == null) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title="Only the organization's admins manage this job">
        <AnchorLink to="/jobs/$id" params={{ id }}>
          See the job
        </AnchorLink>
      </Alert>
    );
  }
  return <ManagedJobView job={job} payment={payment} />;
}

function ManagedJobView({ job, payment }: { job: ManagedJob; payment?: 'success' | 'cancelled' }) {
  const [editing, setEditing] = useState(false);
  const [save, { loading: saving }] = useDataMutation(SaveJobDocument);
  const [checkout, { loading: startingCheckout }] = useJobCheckout();
  const [alert, setAlert] = useState<string | null>(null);
  const published = job.status === 'OPEN' || job.status === 'EXPIRED' || job.status === 'CLOSED';

  const changeStatus = async (status: 'OPEN' | 'CLOSED') => {
    setAlert(null);
    const { data, error } = await save({ variables: { id: job.id, status, mutationType: 'EDIT' } });
    const saved = data?.opportunity;
    if (!saved) return setAlert(summarizeError(error).message ?? 'Something went wrong. Please try again.');
    toastSuccess(status === 'CLOSED' ? `${saved.jobTitle} is closed.` : `${saved.jobTitle} is ${jobStatusLabel(saved.status).toLowerCase()}.`, 'Saved');
  };
  const pay = async () => {
    setAlert(null);
    setAlert(await checkout(job.organizationId, job.id));
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="manage-job-title">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {job.organization?.name}
          </Text>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Title order={1} size="h2" id="manage-job-title" tabIndex={-1} className={classes.wrap} style={{ flex: '1 1 260px' }}>
              {job.jobTitle}
            </Title>
            <Badge size="lg" variant="light" {...statusColors(JOB_STATUS_COLORS[job.status])}>
              {jobStatusLabel(job.status)}
            </Badge>
          </Group>
          <JobBadges job={job} />
          <JobFacts job={job} />
          <PaymentNotice payment={payment} job={job} />
          <FormAlert message={alert} />
          <Group gap="xs" wrap="wrap">
            {published ? (
              <ButtonLink to="/jobs/$id" params={{ id: job.id }} variant="default" leftSection={<IconExternalLink size={16} aria-hidden />}>
                View job
              </ButtonLink>
            ) : null}
            {job.status === 'AWAITING_PAYMENT' ? (
              <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={() => void pay()} loading={startingCheckout}>
                Pay {formatMoney(job.feeDue ?? 0)}
              </Button>
            ) : null}
            {job.status === 'DRAFT' ? (
              <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => void changeStatus('OPEN')} loading={saving}>
                Post job
              </Button>
            ) : null}
            {job.status !== 'CLOSED' && !editing ? (
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            {job.status === 'OPEN' || job.status === 'EXPIRED' ? (
              <ConfirmButton question="Close this job? It leaves the board and takes no more applications." confirmLabel="Close job" onConfirm={() => void changeStatus('CLOSED')} loading={saving} color="red">
                Close job
              </ConfirmButton>
            ) : null}
          </Group>
        </Stack>
      </Card>
      {editing ? (
        <JobForm
          job={job}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            toastSuccess(`${saved.jobTitle} is saved.`, 'Saved');
            setEditing(false);
            requestAnimationFrame(() => document.getElementById('manage-job-title')?.focus());
          }}
        />
      ) : null}
      <JobApplicants job={job} />
      <JobPaymentSection job={job} />
    </Stack>
  );
}

/** What checkout came back with, as the job now stands. */
function PaymentNotice({ payment, job }: { payment?: 'success' | 'cancelled'; job: ManagedJob }) {
  if (payment === 'success') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Payment received" role="status">
        {job.status === 'OPEN' ? 'Thank you. Your job is open and on the job board.' : `Thank you. The job is ${jobStatusLabel(job.status).toLowerCase()}.`}
      </Alert>
    );
  }
  if (payment === 'cancelled') {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title="Checkout cancelled" role="status">
        Nothing was charged. The job opens once its fee is paid.
      </Alert>
    );
  }
  return null;
}

import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import {
  OrganizationBillingDocument,
  OrganizationReceiptsDocument,
  type OrganizationBillingQuery,
  type OrganizationReceiptsQuery,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { JobList } from '../jobs/job-card.tsx';
import { formatMoney, statusColors } from '../jobs/job-labels.ts';
import { OrganizationPromoCodes } from './organization-promo-codes.tsx';

type Organization = NonNullable<OrganizationBillingQuery['organization']>;
type ReceiptsPage = OrganizationReceiptsQuery['organizationPayments'];

const PAYMENT_STATUS: Record<string, { label: string; color: string }> = {
  PAID: { label: 'Paid', color: 'teal' },
  REFUNDED: { label: 'Refunded', color: 'gray' },
};

/**
 * An organization's promo codes, payments and receipts (/organizations/$slug/billing), for its
 * admins (and platform admins, who also make, change and delete its promo codes). The server
 * decides who may see it: anyone else is told so.
 */
export function OrganizationBillingPage({ slug }: { slug: string }) {
  return (
    <>
      <PageHeader title="Promo codes and payments" description="The posting fees paid for your jobs, their receipts, and the promo codes you can post with." />
      <DataGate fallback={<ListSkeleton rows={3} />}>
        <Billing slug={slug} />
      </DataGate>
    </>
  );
}

function Billing({ slug }: { slug: string }) {
  const query = useQuery(OrganizationBillingDocument, { variables: { slug } });
  if (query.data?.organization === null) return <NotFoundPage what="organization" />;
  const organization = query.data?.organization;
  if (!organization) {
    return query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load this organization.'} onRetry={() => void query.refetch()} />
    );
  }
  return <ForAdmins organization={organization} />;
}

function ForAdmins({ organization }: { organization: Organization }) {
  // Errors returned, not ignored: a FORBIDDEN answer is how this page learns the viewer is not an admin.
  const query = useQuery(OrganizationReceiptsDocument, { variables: { organizationId: organization.id, cursor: null }, errorPolicy: 'all' });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.organizationPayments;
  const organizationLink = (
    <AnchorLink to="/o/$slug" params={{ slug: organization.slug }}>
      {organization.name}
    </AnchorLink>
  );
  if (!page) {
    if (query.loading) return <ListSkeleton rows={3} />;
    if (summarizeError(query.error).code === 'FORBIDDEN') {
      return (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title={`Only the admins of ${organization.name} see its payments`}>
          Back to {organizationLink}
        </Alert>
      );
    }
    return <LoadError message={summarizeError(query.error).message ?? 'We could not load the payments.'} onRetry={() => void query.refetch()} />;
  }
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          organizationPayments: {
            ...fetchMoreResult.organizationPayments,
            results: [...previous.organizationPayments.results, ...fetchMoreResult.organizationPayments.results],
          },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more payments.');
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Stack gap="lg">
      <Text>For {organizationLink}</Text>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="billing-payments">
        <Stack gap="sm">
          <Title order={2} size="h4" id="billing-payments">
            Payments
          </Title>
          <Receipts page={page} />
          {page.hasNextPage ? (
            <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
              Load more payments
            </Button>
          ) : null}
        </Stack>
      </Card>
      <OrganizationPromoCodes organizationId={organization.id} />
    </Stack>
  );
}

function Receipts({ page }: { page: ReceiptsPage }) {
  if (page.results.length === 0) {
    return (
      <EmptyState
        variant="light"
        icon={<IconReceipt aria-hidden />}
        title="No payments yet"
        description="When you pay the posting fee of a job, its receipt is kept here."
      />
    );
  }
  return (
    <JobList label="Payments">
      {page.results.map((payment) => {
        const status = PAYMENT_STATUS[payment.status] ?? { label: payment.status, color: 'gray' };
        return (
          <Card key={payment.id} component="li" withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text component="h3" fw={600} m={0}>
                  <AnchorLink to="/jobs/manage/$id" params={{ id: payment.opportunityId }} c="var(--mantine-color-text)">
                    {payment.opportunity?.jobTitle ?? 'A job'}
                  </AnchorLink>
                </Text>
                <Text size="sm" c="dimmed">
                  {formatMoney(payment.amount)}
                  {payment.paidAt ? ` paid ${formatDate(payment.paidAt)}` : ''}
                  {payment.refundedAt ? ` · refunded ${formatDate(payment.refundedAt)}` : ''}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Badge variant="light" {...statusColors(status.color)}>
                  {status.label}
                </Badge>
                {payment.receiptUrl ? (
                  <Anchor href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm">
                    Receipt<span className="visually-hidden"> for {payment.opportunity?.jobTitle ?? 'this job'} (opens in a new tab)</span>
                  </Anchor>
                ) : null}
              </Group>
            </Group>
          </Card>
        );
      })}
    </JobList>
  );
}

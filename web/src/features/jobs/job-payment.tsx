import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { JobPaymentDocument, OrganizationPromoCodesDocument, type JobAsViewerQuery } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { formatMoney, statusColors } from './job-labels.ts';

type ManagedJob = NonNullable<JobAsViewerQuery['opportunity']>;

const PAYMENT_STATUS: Record<string, { label: string; color: string }> = {
  PENDING: { label: 'Checkout started', color: 'yellow' },
  PAID: { label: 'Paid', color: 'teal' },
  REFUNDED: { label: 'Refunded', color: 'gray' },
  EXPIRED: { label: 'Checkout abandoned', color: 'gray' },
};

/** The posting fee (what the promo code left), its payment and receipt, and the organization's promo codes. */
export function JobPaymentSection({ job }: { job: ManagedJob }) {
  const payment = useQuery(JobPaymentDocument, { variables: { opportunityId: job.id } });
  const codes = useQuery(OrganizationPromoCodesDocument, { variables: { organizationId: job.organizationId } });
  const paid = payment.data?.payment;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="job-payment">
      <Stack gap="sm">
        <Title order={2} size="h4" id="job-payment">
          Payment
        </Title>
        <Text size="sm">
          Posting fee {formatMoney(job.jobPostFee)}
          {job.promoCode ? `, promo code ${job.promoCode}` : ''}
          {job.feeDue != null && job.feeDue !== job.jobPostFee ? `: ${formatMoney(job.feeDue)} to pay` : ''}.
        </Text>
        {payment.error && !paid ? (
          <LoadError message={summarizeError(payment.error).message ?? 'We could not load the payment.'} onRetry={() => void payment.refetch()} />
        ) : paid ? (
          <Group gap="sm" wrap="wrap">
            <Badge variant="light" {...statusColors(PAYMENT_STATUS[paid.status]?.color ?? 'gray')}>
              {PAYMENT_STATUS[paid.status]?.label ?? paid.status}
            </Badge>
            <Text size="sm">
              {formatMoney(paid.amount)}
              {paid.paidAt ? ` on ${formatDate(paid.paidAt)}` : ''}
            </Text>
            {paid.receiptUrl ? (
              <Anchor href={paid.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm">
                Receipt<span className="visually-hidden"> (opens in a new tab)</span>
              </Anchor>
            ) : null}
          </Group>
        ) : payment.loading ? null : (
          <Text size="sm" c="dimmed">
            No payment yet.
          </Text>
        )}
        <Title order={3} size="h5" mt="sm">
          {job.organization?.name ?? 'Organization'} promo codes
        </Title>
        {job.organization ? (
          <AnchorLink to="/organizations/$slug/billing" params={{ slug: job.organization.slug }} size="sm">
            All payments and promo codes of {job.organization.name}
          </AnchorLink>
        ) : null}
        {codes.data ? (
          codes.data.promoCodes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No promo codes for your organization. Koinonia gives them out; enter one when you post a job.
            </Text>
          ) : (
            <Stack component="ul" gap={4} m={0} pl="md" aria-label="Promo codes">
              {codes.data.promoCodes.map((code) => (
                <Text component="li" size="sm" key={code.id}>
                  <strong>{code.code}</strong>:{' '}
                  {[
                    code.discountType === 'PERCENTAGE' ? `${code.percentage ?? 0}% off` : `${formatMoney(code.price ?? 0)} off`,
                    code.useLimit == null ? `used ${code.usedCount} ${code.usedCount === 1 ? 'time' : 'times'}` : `${code.usedCount} of ${code.useLimit} uses taken`,
                    code.expiry ? `expires ${formatDate(code.expiry)}` : 'never expires',
                  ].join(', ')}
                </Text>
              ))}
            </Stack>
          )
        ) : codes.error ? (
          <Text size="sm" c="dimmed">
            {summarizeError(codes.error).message ?? 'We could not load the promo codes.'}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

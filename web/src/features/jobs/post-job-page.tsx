import { useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingChurch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { JobPostingOrganizationsDocument, VerifyJobPromoCodeDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { formatMoney } from './job-labels.ts';
import { JobForm } from './job-form.tsx';
import { JOB_POST_FEE, discountedFee } from './job-rules.ts';
import { useJobCheckout } from './use-job-checkout.ts';

/**
 * Post a job (/jobs/new): for one of the member's organizations (the API lets only its admins
 * post), with a promo code checked before posting; then checkout, which comes back to the job's
 * management page, where it shows open once paid. A draft, or a job with nothing left to pay,
 * goes there at once.
 */
export function PostJobPage() {
  return (
    <>
      <PageHeader title="Post a job" description="Reach pastors, church staff and volunteers looking for their next calling." />
      <DataGate fallback={<ListSkeleton rows={2} />}>
        <PostJob />
      </DataGate>
    </>
  );
}

function PostJob() {
  const navigate = useNavigate();
  const query = useQuery(JobPostingOrganizationsDocument);
  const [checkout] = useJobCheckout();
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const organizations = query.data?.myOrganizations.results;
  if (!organizations) {
    return query.loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load your organizations.'} onRetry={() => void query.refetch()} />
    );
  }
  if (organizations.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState
          variant="light"
          icon={<IconBuildingChurch aria-hidden />}
          title="Jobs are posted by organizations"
          description="Create your church's or ministry's page first; its admins post its jobs."
        >
          <EmptyState.Actions>
            <ButtonLink to="/organizations/new">Create an organization</ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <FormAlert message={checkoutError} title="The job is saved, but checkout could not start" />
      <JobForm
        organizations={organizations}
        promo={(organizationId, field) => <PromoCodeField key={organizationId} organizationId={organizationId} {...field} />}
        onCancel={() => void navigate({ to: '/jobs' })}
        onSaved={async (saved) => {
          if (saved.status === 'AWAITING_PAYMENT') {
            const failure = await checkout(saved.organizationId, saved.id);
            if (failure) setCheckoutError(`${failure} You can pay later from the job's page.`);
            return;
          }
          toastSuccess(saved.status === 'DRAFT' ? `${saved.jobTitle} is saved as a draft.` : `${saved.jobTitle} is open.`, 'Saved');
          void navigate({ to: '/jobs/manage/$id', params: { id: saved.id } });
        }}
      />
    </Stack>
  );
}

/** The promo code: checked on "Apply code" (without using it) and shown with the fee it leaves. */
function PromoCodeField({ organizationId, code, setCode }: { organizationId: string; code: string; setCode: (code: string) => void }) {
  const [verify, { loading }] = useDataMutation(VerifyJobPromoCodeDocument);
  const [result, setResult] = useState<{ ok: true; text: string } | { ok: false; text: string } | null>(null);
  const check = async () => {
    if (!code.trim()) return;
    const { data, error } = await verify({ variables: { code: code.trim(), organizationId } });
    const promo = data?.verifyPromoCode;
    setResult(
      promo
        ? { ok: true, text: `${promo.code} applies: you pay ${formatMoney(discountedFee(JOB_POST_FEE, promo))} instead of ${formatMoney(JOB_POST_FEE)}.` }
        : { ok: false, text: summarizeError(error).message ?? 'This code cannot be used.' },
    );
  };
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="Promo code"
          description="Optional."
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setResult(null);
          }}
          error={result && !result.ok ? result.text : undefined}
          style={{ flex: 1 }}
          maw={320}
        />
        <Button variant="default" onClick={() => void check()} loading={loading} disabled={!code.trim()}>
          Apply code
        </Button>
      </Group>
      {result?.ok ? (
        <Text size="sm" c="teal.9" role="status">
          {result.text}
        </Text>
      ) : null}
    </Stack>
  );
}

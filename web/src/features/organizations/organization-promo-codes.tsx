import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  BillingViewerRolesDocument,
  DeletePromoCodeDocument,
  OrganizationBillingPromoCodesDocument,
  type PromoCodeItemFragment,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { formatDate } from '../../lib/format/dates.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { JobList } from '../jobs/job-card.tsx';
import { statusColors } from '../jobs/job-labels.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import { discountLabel, promoCodeState } from './promo-code-rules.ts';

const STATE_COLORS = { usable: 'teal', expired: 'gray', 'used up': 'gray' } as const;

/** Platform roles are global (no organization): an organization's own ADMIN role is not one. */
const isPlatformAdmin = (roles: readonly { name: string; organizationId: string | null }[]) =>
  roles.some((role) => role.name === 'ADMIN' && role.organizationId === null);

/**
 * The posting promo codes made for the organization, with their discount, uses and last day. Its
 * admins see them (and enter one when posting a job); platform admins, who give them out, make,
 * change and delete them here.
 */
export function OrganizationPromoCodes({ organizationId }: { organizationId: string }) {
  const codes = useQuery(OrganizationBillingPromoCodesDocument, { variables: { organizationId }, errorPolicy: 'all' });
  const roles = useQuery(BillingViewerRolesDocument);
  const manager = isPlatformAdmin(roles.data?.me?.roles ?? []);
  const [editing, setEditing] = useState<PromoCodeItemFragment | 'new' | null>(null);
  const [remove, { loading: removing }] = useDataMutation(DeletePromoCodeDocument);
  const [alert, setAlert] = useState<string | null>(null);

  const onSaved = async (code: PromoCodeItemFragment) => {
    const message = editing === 'new' ? `${code.code} is created.` : `${code.code} is saved.`;
    setEditing(null);
    await codes.refetch();
    toastSuccess(message, 'Saved');
    announce(message);
  };
  const removeCode = async (code: PromoCodeItemFragment) => {
    setAlert(null);
    const { data, error } = await remove({ variables: { id: code.id } });
    if (!data?.promoCode) return setAlert(summarizeError(error).message ?? 'Something went wrong. Please try again.');
    await codes.refetch();
    announce(`${code.code} is deleted.`);
    toastSuccess(`${code.code} is deleted.`);
  };

  const list = codes.data?.promoCodes;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="billing-promo-codes">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="billing-promo-codes">
            Promo codes
          </Title>
          {manager && editing === null ? (
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              New promo code
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          Enter one when you post a job: its fee goes down, and a 100% code opens the job without checkout.
        </Text>
        <FormAlert message={alert} title="We could not delete the promo code" />
        {editing === 'new' ? <PromoCodeForm organizationId={organizationId} onSaved={(code) => void onSaved(code)} onCancel={() => setEditing(null)} /> : null}
        {!list ? (
          codes.loading ? (
            <ListSkeleton rows={2} />
          ) : (
            <LoadError message={summarizeError(codes.error).message ?? 'We could not load the promo codes.'} onRetry={() => void codes.refetch()} />
          )
        ) : list.length === 0 ? (
          <EmptyState variant="light" icon={<IconTicket aria-hidden />} title="No promo codes yet" description="Koinonia gives them out, for example to founding churches." />
        ) : (
          <JobList label="Promo codes">
            {list.map((code) =>
              editing !== 'new' && editing?.id === code.id ? (
                <li key={code.id}>
                  <PromoCodeForm organizationId={organizationId} promoCode={code} onSaved={(changed) => void onSaved(changed)} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <PromoCodeRow
                  key={code.id}
                  code={code}
                  actions={
                    manager ? (
                      <Group gap="xs">
                        <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(code)}>
                          Edit<span className="visually-hidden"> {code.code}</span>
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          question={`Delete ${code.code}? Jobs already posted with it keep their price.`}
                          confirmLabel="Delete"
                          loading={removing}
                          onConfirm={() => void removeCode(code)}
                        >
                          Delete<span className="visually-hidden"> {code.code}</span>
                        </ConfirmButton>
                      </Group>
                    ) : null
                  }
                />
              ),
            )}
          </JobList>
        )}
      </Stack>
    </Card>
  );
}

function PromoCodeRow({ code, actions }: { code: PromoCodeItemFragment; actions: ReactNode }) {
  const state = promoCodeState(code);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs" wrap="wrap">
            <Text component="h3" fw={700} m={0} ff="monospace">
              {code.code}
            </Text>
            <Badge variant="light" {...statusColors(STATE_COLORS[state])}>
              {state === 'usable' ? 'Can be used' : state === 'expired' ? 'Expired' : 'Used up'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {discountLabel(code)} · {code.useLimit == null ? `used ${code.usedCount} ${code.usedCount === 1 ? 'time' : 'times'}` : `${code.usedCount} of ${code.useLimit} uses taken`} ·{' '}
            {code.expiry ? `last day ${formatDate(code.expiry)}` : 'never expires'}
          </Text>
        </Stack>
        {actions}
      </Group>
    </Card>
  );
}

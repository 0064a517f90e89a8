import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useState } from 'react';
import { AddPromoCodeDocument, EditPromoCodeDocument, type PromoCodeItemFragment } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { todayField } from '../jobs/job-rules.ts';
import { emptyPromoCode, promoCodeErrors, promoCodeValues, promoCodeVariables, type PromoCodeFormValues } from './promo-code-rules.ts';

// In the order they appear; the server's field names map onto the form's (price and percentage are `amount`).
const FIELDS = ['code', 'discountType', 'amount', 'expiry', 'useLimit'] as const;

/**
 * A platform admin makes a posting promo code for the organization, or changes one: the code,
 * percentage or amount off, the last day it works and how many postings may use it. Checks what
 * the server checks, with its messages, and shows the server's under the fields.
 */
export function PromoCodeForm({
  organizationId,
  promoCode,
  onSaved,
  onCancel,
}: {
  organizationId: string;
  promoCode?: PromoCodeItemFragment;
  onSaved: (saved: PromoCodeItemFragment) => void;
  onCancel: () => void;
}) {
  const [add, { loading: adding }] = useDataMutation(AddPromoCodeDocument);
  const [edit, { loading: editing }] = useDataMutation(EditPromoCodeDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const titleId = useId();
  const form = useForm<PromoCodeFormValues>({
    mode: 'controlled',
    initialValues: promoCode ? promoCodeValues(promoCode) : emptyPromoCode,
    validate: (values) => promoCodeErrors(values, promoCode?.usedCount ?? 0),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    form.getInputNode('code')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const variables = promoCodeVariables(values);
      const result = promoCode
        ? await edit({ variables: { id: promoCode.id, ...variables } })
        : await add({ variables: { organizationId, ...variables } });
      const saved = result.data?.promoCode;
      if (saved) return onSaved(saved);
      const amountField = values.discountType === 'PERCENTAGE' ? 'percentage' : 'price';
      setAlert(
        showServerErrors(
          { setErrors: (errors) => form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === amountField ? 'amount' : k, v]))), getInputNode: form.getInputNode },
          result.error,
          [...FIELDS, amountField],
        ),
      );
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  const percentage = form.values.discountType === 'PERCENTAGE';
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id={titleId}>
            {promoCode ? `Edit ${promoCode.code}` : 'New promo code'}
          </Title>
          <FormAlert message={alert} title="We could not save the promo code" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Code" required maxLength={32} description="Letters and numbers; case does not matter." autoComplete="off" {...form.getInputProps('code')} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${titleId}-kind`}>
                Discount
              </Text>
              <SegmentedControl
                aria-labelledby={`${titleId}-kind`}
                data={[
                  { value: 'PERCENTAGE', label: 'Percentage' },
                  { value: 'PRICE', label: 'Amount' },
                ]}
                {...form.getInputProps('discountType')}
              />
            </Stack>
            <TextInput
              label={percentage ? 'Percent off' : 'Dollars off'}
              required
              inputMode="decimal"
              description={percentage ? '100 makes posting free: the job opens without checkout.' : 'Taken off the posting fee.'}
              rightSection={percentage ? '%' : undefined}
              leftSection={percentage ? undefined : '$'}
              {...form.getInputProps('amount')}
            />
            <TextInput label="Last day" type="date" min={todayField()} description="Optional: it never expires without one." {...form.getInputProps('expiry')} />
            <TextInput label="Use limit" inputMode="numeric" description="Optional: how many postings may use it." {...form.getInputProps('useLimit')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={adding || editing}>
              Cancel
            </Button>
            <Button type="submit" loading={adding || editing}>
              {promoCode ? 'Save promo code' : 'Create promo code'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

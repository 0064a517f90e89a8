import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AddressFields, OrganizationFormValues } from './organization-rules.ts';
import { maxLength } from '../../lib/validation/rules.ts';

/** Most addresses the API keeps for an organization. */
const MAX_ADDRESSES = 20;

let nextKey = 0;
export const newAddressKey = (): string => `address-${++nextKey}`;

export function blankAddress(): AddressFields {
  return { key: newAddressKey(), street: '', city: '', state: '', zipcode: '', country: '', latitude: '', longitude: '' };
}

/**
 * The organization's addresses in the form: each with its street, place and optional coordinates
 * (for a map link), added and removed here; the list replaces the organization's on save.
 */
export function AddressFieldset({ form }: { form: UseFormReturnType<OrganizationFormValues> }) {
  const addresses = form.getValues().addresses;
  const field = (index: number, name: keyof AddressFields) => form.getInputProps(`addresses.${index}.${name}`);
  const add = () => {
    form.insertListItem('addresses', blankAddress());
    // The new address's first field, once drawn.
    requestAnimationFrame(() => form.getInputNode(`addresses.${addresses.length}.street`)?.focus());
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Addresses
      </Title>
      {addresses.length === 0 ? (
        <Text size="sm" c="dimmed">
          No address yet. Add where people find you: a church building, an office, a campus.
        </Text>
      ) : null}
      {addresses.map((address, index) => (
        <Card key={address.key} withBorder radius="md" padding="md" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
          <Text component="legend" size="sm" fw={700} px={4}>
            Address {index + 1}
          </Text>
          <Stack gap="sm">
            <TextInput label="Street" description="A street or a city is required." autoComplete="off" maxLength={maxLength.shortText} {...field(index, 'street')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="City" autoComplete="off" maxLength={maxLength.shortText} {...field(index, 'city')} />
              <TextInput label="State" autoComplete="off" maxLength={maxLength.shortText} {...field(index, 'state')} />
              <TextInput label="Zip code" inputMode="numeric" autoComplete="off" {...field(index, 'zipcode')} />
              <TextInput label="Country" autoComplete="off" maxLength={maxLength.shortText} {...field(index, 'country')} />
              <TextInput label="Latitude" inputMode="decimal" description="Optional, for a map link: -90 to 90." {...field(index, 'latitude')} />
              <TextInput label="Longitude" inputMode="decimal" description="-180 to 180." {...field(index, 'longitude')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => form.removeListItem('addresses', index)}>
                Remove address {index + 1}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      {addresses.length < MAX_ADDRESSES ? (
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} style={{ alignSelf: 'flex-start' }}>
          Add an address
        </Button>
      ) : null}
    </Stack>
  );
}

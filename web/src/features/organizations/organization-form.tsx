import { Autocomplete, Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { SaveOrganizationDocument, type OrganizationDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { maxLength, requiredText } from '../../lib/validation/rules.ts';
import { AddressFieldset } from './address-fields.tsx';
import { OrganizationImageField } from './organization-image-field.tsx';
import { addressInput, addressProblems, optionalEmail, optionalHttpsLink, ORGANIZATION_TYPES, suggestSlug, type AddressFields, type OrganizationFormValues } from './organization-rules.ts';

// In the order they appear, so focus goes to the first in error.
const FIELDS = ['name', 'type', 'slug', 'slogan', 'about', 'email', 'websiteUrl', 'profileImageUrl', 'backgroundImageUrl'] as const;

/** The problems of the address a field path ("addresses.2.street") belongs to. */
function addressAt(addresses: AddressFields[], path: string) {
  const address = addresses[Number(path.split('.')[1])];
  return address ? addressProblems(address) : undefined;
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * Creates an organization (no `organization`; the creator becomes its admin) or edits one (its
 * admins): name, page address, type, slogan, about, e-mail, website and images. A new organization
 * may give its images as https:// links; an existing one's admins upload them (each saved on its
 * own, with progress), so saving the form leaves them as they are. Checks what the server checks,
 * with the spec's messages, and shows the server's messages under the fields.
 */
export function OrganizationForm({
  organization,
  onSaved,
  onCancel,
}: {
  organization?: OrganizationDetailsFragment;
  onSaved: (saved: OrganizationDetailsFragment) => void;
  onCancel: () => void;
}) {
  const [save, { loading }] = useDataMutation(SaveOrganizationDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const titleId = useId();
  const form = useForm<OrganizationFormValues>({
    mode: 'controlled',
    initialValues: {
      name: organization?.name ?? '',
      slug: organization?.slug ?? '',
      type: organization?.type ?? '',
      slogan: organization?.slogan ?? '',
      about: organization?.profile.about ?? '',
      email: organization?.email ?? '',
      websiteUrl: organization?.websiteUrl ?? '',
      profileImageUrl: organization?.profile.profileImageUrl ?? '',
      backgroundImageUrl: organization?.profile.backgroundImageUrl ?? '',
      addresses: (organization?.addresses ?? []).map(
        (address): AddressFields => ({
          key: address.id,
          street: address.street ?? '',
          city: address.location.city ?? '',
          state: address.location.state ?? '',
          zipcode: address.location.zipcode ?? '',
          country: address.location.country ?? '',
          latitude: address.latitude == null ? '' : String(address.latitude),
          longitude: address.longitude == null ? '' : String(address.longitude),
        }),
      ),
    },
    validate: {
      name: requiredText,
      slug: (value) => requiredText(value) ?? (suggestSlug(value) === '' ? 'must contain letters or numbers' : null),
      type: requiredText,
      email: optionalEmail,
      websiteUrl: optionalHttpsLink,
      profileImageUrl: optionalHttpsLink,
      backgroundImageUrl: optionalHttpsLink,
      addresses: {
        street: (_value, values, path) => addressAt(values.addresses, path)?.street ?? null,
        zipcode: (_value, values, path) => addressAt(values.addresses, path)?.zipcode ?? null,
        latitude: (_value, values, path) => addressAt(values.addresses, path)?.latitude ?? null,
        longitude: (_value, values, path) => addressAt(values.addresses, path)?.longitude ?? null,
      },
    },
    validateInputOnBlur: true,
  });
  // A new organization's address follows its name until the member types one.
  const slugTyped = useRef(false);
  const nameInput = form.getInputProps('name');
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.currentTarget.value;
    form.setFieldValue('name', name);
    if (!organization && !slugTyped.current) form.setFieldValue('slug', suggestSlug(name));
  };
  const slugInput = form.getInputProps('slug');
  const onSlugChange = (event: ChangeEvent<HTMLInputElement>) => {
    slugTyped.current = true;
    form.setFieldValue('slug', event.currentTarget.value);
  };
  useEffect(() => {
    form.getInputNode('name')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      // On EDIT an empty text clears it; on ADD it is simply left out.
      const optional = (value: string) => (organization ? value.trim() : blankToNull(value));
      const { data, error } = await save({
        variables: {
          mutationType: organization ? 'EDIT' : 'ADD',
          id: organization?.id ?? null,
          name: values.name.trim(),
          slug: values.slug.trim(),
          type: values.type.trim(),
          slogan: optional(values.slogan),
          about: optional(values.about),
          email: optional(values.email),
          websiteUrl: optional(values.websiteUrl),
          // Uploaded (or removed) on their own once the organization exists.
          profileImageUrl: organization ? undefined : optional(values.profileImageUrl),
          backgroundImageUrl: organization ? undefined : optional(values.backgroundImageUrl),
          // On EDIT the list replaces the organization's; on ADD none is left out.
          addresses: organization || values.addresses.length > 0 ? values.addresses.map(addressInput) : null,
        },
      });
      const saved = data?.organization;
      if (saved) {
        onSaved(saved);
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => {
      const firstAddressError = Object.keys(errors).find((path) => path.startsWith('addresses.'));
      if (FIELDS.some((field) => errors[field] != null) || !firstAddressError) focusFirstError(form, errors, FIELDS);
      else form.getInputNode(firstAddressError)?.focus();
    },
  );

  const slugPreview = suggestSlug(form.values.slug);
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {organization ? 'Edit organization' : 'Organization details'}
          </Title>
          <FormAlert message={alert} title={organization ? 'We could not save the organization' : 'We could not create the organization'} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required maxLength={maxLength.name} autoComplete="organization" description="As people know it." {...nameInput} onChange={onNameChange} />
            <Autocomplete
              label="Type"
              required
              maxLength={maxLength.shortText}
              description="Church, ministry, nonprofit, seminary…"
              data={[...ORGANIZATION_TYPES]}
              {...form.getInputProps('type')}
            />
          </SimpleGrid>
          <TextInput
            label="Page address"
            required
            maxLength={maxLength.name}
            description={slugPreview ? `Your page will be /o/${slugPreview}` : 'Letters, numbers and hyphens.'}
            {...slugInput}
            onChange={onSlugChange}
          />
          <TextInput label="Slogan" maxLength={maxLength.shortText} description="One line people remember you by." {...form.getInputProps('slogan')} />
          <Textarea label="About" description="Who you are, whom you serve and how." autosize minRows={3} maxRows={12} maxLength={maxLength.about} {...form.getInputProps('about')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Contact e-mail" type="email" autoComplete="email" maxLength={maxLength.email} {...form.getInputProps('email')} />
            <TextInput label="Website" type="url" autoComplete="url" placeholder="https://" maxLength={maxLength.url} {...form.getInputProps('websiteUrl')} />
            {organization ? null : (
              <>
                <TextInput label="Logo image link" type="url" placeholder="https://" maxLength={maxLength.url} description="A square image works best; upload one once the page exists." {...form.getInputProps('profileImageUrl')} />
                <TextInput label="Banner image link" type="url" placeholder="https://" maxLength={maxLength.url} description="A wide image behind your name." {...form.getInputProps('backgroundImageUrl')} />
              </>
            )}
          </SimpleGrid>
          {organization ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <OrganizationImageField organizationId={organization.id} purpose="ORGANIZATION_IMAGE" currentUrl={organization.profile.profileImageUrl ?? null} />
              <OrganizationImageField organizationId={organization.id} purpose="ORGANIZATION_BACKGROUND" currentUrl={organization.profile.backgroundImageUrl ?? null} />
            </SimpleGrid>
          ) : null}
          <AddressFieldset form={form} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              {organization ? 'Save organization' : 'Create organization'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

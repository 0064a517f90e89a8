import { Autocomplete, Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { UpdateUserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import { DEFAULT_COUNTRY } from '../../lib/format/defaults.ts';
import { maxLength, requiredText, zipcode } from '../../lib/validation/rules.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import type { Viewer } from '../auth/session.ts';

const FIELDS = ['firstName', 'lastName', 'about', 'language', 'country', 'state', 'city', 'zipcode'] as const;
const LANGUAGES = ['English', 'Spanish', 'Portuguese', 'French', 'Korean', 'Chinese', 'Tagalog', 'Vietnamese', 'Swahili', 'German'];

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * Edits the member's names, about text, language and location. Focuses its first field when it
 * opens; reports unsaved changes (the page asks before they are lost).
 */
export function ProfileEditForm({
  viewer,
  onDone,
  onDirtyChange,
  notice,
}: {
  viewer: Viewer;
  onDone: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  notice?: ReactNode;
}) {
  const [update, { loading }] = useDataMutation(UpdateUserProfileDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      about: viewer.profile.about ?? '',
      language: viewer.profile.language ?? '',
      country: viewer.location?.country ?? DEFAULT_COUNTRY,
      state: viewer.location?.state ?? '',
      city: viewer.location?.city ?? '',
      zipcode: viewer.location?.zipcode ?? '',
    },
    validate: { firstName: requiredText, lastName: requiredText, zipcode },
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    form.getInputNode('firstName')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const { data, error } = await update({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            about: blankToNull(values.about),
            language: blankToNull(values.language),
            location: {
              country: blankToNull(values.country),
              state: blankToNull(values.state),
              city: blankToNull(values.city),
              zipcode: blankToNull(values.zipcode),
            },
          },
        },
      });
      if (data?.updateUserProfile) {
        toastSuccess('Your profile is saved.', 'Saved');
        onDone();
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="edit-profile-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="edit-profile-title">
            Edit profile
          </Title>
          {notice}
          <FormAlert message={alert} title="We could not save your profile" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" required maxLength={maxLength.name} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required maxLength={maxLength.name} {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <Textarea
            label="About"
            description="Your ministry, your calling, what you are looking for."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={maxLength.about}
            {...form.getInputProps('about')}
          />
          <Autocomplete label="Language" data={LANGUAGES} maxLength={maxLength.shortText} {...form.getInputProps('language')} />
          <Title order={3} size="h5" mt="xs">
            Location
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Country" autoComplete="country-name" maxLength={maxLength.shortText} {...form.getInputProps('country')} />
            <TextInput label="State" autoComplete="address-level1" maxLength={maxLength.shortText} {...form.getInputProps('state')} />
            <TextInput label="City" autoComplete="address-level2" maxLength={maxLength.shortText} {...form.getInputProps('city')} />
            <TextInput
              label="Zip code"
              autoComplete="postal-code"
              inputMode="numeric"
              {...form.getInputProps('zipcode')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading} data-analytics="profile-save">
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useState } from 'react';
import { SaveGroupDocument, type GroupDetailsFragment, type GroupPrivacy } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { email, maxLength, requiredText, zipcode } from '../../lib/validation/rules.ts';
import { PRIVACY_OPTIONS } from './group-privacy.ts';
import classes from './groups.module.css';

const FIELDS = ['name', 'about', 'privacy', 'isSearchable', 'email', 'country', 'state', 'city', 'zipcode'] as const;

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const optionalEmail = (value: string): string | null => (value.trim() === '' ? null : email(value));

export interface SavedGroup {
  id: string;
  slug: string;
  name: string;
}

/**
 * Creates a group (no `group`) or edits one: name, about, privacy (each level explained), whether it
 * is found in search, e-mail and place. Checks what the server checks, and shows the server's
 * messages under the fields. Focuses its first field when it opens.
 */
export function GroupForm({
  group,
  onSaved,
  onCancel,
}: {
  group?: GroupDetailsFragment;
  onSaved: (saved: SavedGroup) => void;
  onCancel: () => void;
}) {
  const [save, { loading }] = useDataMutation(SaveGroupDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const titleId = useId();
  const privacyErrorId = useId();
  const searchableId = useId();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: group?.name ?? '',
      about: group?.about ?? '',
      privacy: group?.privacy ?? ('PUBLIC' satisfies GroupPrivacy),
      isSearchable: group?.isSearchable ?? true,
      email: group?.email ?? '',
      country: group?.location?.country ?? '',
      state: group?.location?.state ?? '',
      city: group?.location?.city ?? '',
      zipcode: group?.location?.zipcode ?? '',
    },
    validate: { name: requiredText, email: optionalEmail, zipcode },
    validateInputOnBlur: true,
  });
  useEffect(() => {
    form.getInputNode('name')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choosePrivacy = (privacy: GroupPrivacy) => {
    form.setFieldValue('privacy', privacy);
    // The server's default: invite-only groups are hidden from search, the others found.
    if (!group && !form.isTouched('isSearchable')) form.setFieldValue('isSearchable', privacy !== 'INVITE_ONLY');
  };

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const location = {
        country: blankToNull(values.country),
        state: blankToNull(values.state),
        city: blankToNull(values.city),
        zipcode: blankToNull(values.zipcode),
      };
      const hasLocation = Object.values(location).some((value) => value !== null);
      const { data, error } = await save({
        variables: {
          mutationType: group ? 'EDIT' : 'ADD',
          id: group?.id ?? null,
          name: values.name.trim(),
          // On EDIT an empty text clears it; on ADD it is simply left out.
          about: group ? values.about.trim() : blankToNull(values.about),
          email: group ? values.email.trim() : blankToNull(values.email),
          privacy: values.privacy,
          isSearchable: values.isSearchable,
          location: hasLocation ? location : null,
        },
      });
      const saved = data?.group;
      if (saved) {
        onSaved(saved);
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  const privacyError = form.errors['privacy'];
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {group ? 'Edit group' : 'Group details'}
          </Title>
          <FormAlert message={alert} title={group ? 'We could not save the group' : 'We could not create the group'} />
          <TextInput label="Name" required maxLength={maxLength.name} {...form.getInputProps('name')} />
          <Textarea
            label="About"
            description="Who it is for and what you do together."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={maxLength.about}
            {...form.getInputProps('about')}
          />
          <fieldset className={classes.privacyOptions} aria-describedby={privacyError ? privacyErrorId : undefined}>
            <legend>Privacy</legend>
            {PRIVACY_OPTIONS.map((option) => (
              <label key={option.value} className={classes.privacyOption}>
                <input
                  type="radio"
                  name="privacy"
                  value={option.value}
                  checked={form.values.privacy === option.value}
                  onChange={() => choosePrivacy(option.value)}
                />
                <span>
                  <Text component="span" fw={600} size="sm" display="block">
                    {option.label}
                  </Text>
                  <Text component="span" size="sm" c="dimmed" display="block">
                    {option.explanation}
                  </Text>
                </span>
              </label>
            ))}
            {privacyError ? (
              <Text id={privacyErrorId} size="sm" c="red.8">
                {privacyError}
              </Text>
            ) : null}
          </fieldset>
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Switch id={searchableId} aria-labelledby={`${searchableId}-label`} aria-describedby={`${searchableId}-hint`} mt={2} {...form.getInputProps('isSearchable', { type: 'checkbox' })} />
            <Stack gap={2}>
              <Text component="label" htmlFor={searchableId} id={`${searchableId}-label`} size="sm" fw={700}>
                Show this group in search
              </Text>
              <Text id={`${searchableId}-hint`} size="xs" c="dimmed">
                {form.values.privacy === 'INVITE_ONLY'
                  ? 'Off: only people you invite find it. On: anyone can find it, but still joins only by invitation.'
                  : 'Off: people find it only through a link or an invitation.'}
              </Text>
            </Stack>
          </Group>
          <TextInput label="Contact e-mail" type="email" autoComplete="email" maxLength={maxLength.email} description="Optional: where people can write to the group." {...form.getInputProps('email')} />
          <Title order={3} size="h5" mt="xs">
            Location
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Country" autoComplete="country-name" maxLength={maxLength.shortText} {...form.getInputProps('country')} />
            <TextInput label="State" autoComplete="address-level1" maxLength={maxLength.shortText} {...form.getInputProps('state')} />
            <TextInput label="City" autoComplete="address-level2" maxLength={maxLength.shortText} {...form.getInputProps('city')} />
            <TextInput label="Zip code" autoComplete="postal-code" inputMode="numeric" {...form.getInputProps('zipcode')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              {group ? 'Save group' : 'Create group'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

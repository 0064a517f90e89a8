import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { GroupPermissionsDocument, SaveGroupPermissionsDocument, type GroupPermissionsInput } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';

type Feature = 'feed' | 'prayer' | 'links' | 'resources' | 'faqs';
type Settings = Record<Feature, { isVisible: boolean; isAccessible: boolean }>;

const FEATURES: readonly { key: Feature; label: string }[] = [
  { key: 'feed', label: 'Feed' },
  { key: 'prayer', label: 'Prayer' },
  { key: 'links', label: 'Links' },
  { key: 'resources', label: 'Resources' },
  { key: 'faqs', label: 'FAQs' },
];

// Spec section 9: every feature visible; only prayer and the feed open to members.
const DEFAULTS: Settings = {
  feed: { isVisible: true, isAccessible: true },
  prayer: { isVisible: true, isAccessible: true },
  links: { isVisible: true, isAccessible: false },
  resources: { isVisible: true, isAccessible: false },
  faqs: { isVisible: true, isAccessible: false },
};

function settingsOf(permissions: Settings): Settings {
  return Object.fromEntries(FEATURES.map(({ key }) => [key, { isVisible: permissions[key].isVisible, isAccessible: permissions[key].isAccessible }])) as Settings;
}

/**
 * A group admin's choice, feature by feature, of what shows on the group's page ("Visible") and
 * what its members, not only admins, may add to ("Members may use"). Saved together; the page's
 * tabs follow the viewer's access the answer brings.
 */
export function GroupPermissionsEditor({ groupId, slug }: { groupId: string; slug: string }) {
  const query = useQuery(GroupPermissionsDocument, { variables: { slug } });
  const [save, { loading }] = useDataMutation(SaveGroupPermissionsDocument);
  // The admin's changes, over the saved settings until they change something.
  const [edited, setSettings] = useState<Settings | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const saved = query.data?.group?.permissions;
  const settings = edited ?? (saved ? settingsOf(saved) : null);

  let body;
  if (!settings) {
    body = query.loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the group’s features.'} onRetry={() => void query.refetch()} />
    );
  } else {
    const change = (feature: Feature, key: 'isVisible' | 'isAccessible', value: boolean) => setSettings({ ...settings, [feature]: { ...settings[feature], [key]: value } });
    const submit = async () => {
      setAlert(null);
      const permissions: GroupPermissionsInput = settings;
      const { data, error } = await save({ variables: { id: groupId, permissions } });
      if (!data?.group) {
        setAlert(summarizeError(error).message ?? 'Something went wrong. Please try again.');
        return;
      }
      toastSuccess('The group’s features are saved.');
      announce('The group’s features are saved.');
    };
    body = (
      <Stack gap="sm">
        <FormAlert message={alert} title="We could not save the features" />
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {FEATURES.map(({ key, label }) => (
            <Stack component="li" key={key} gap={6}>
              <Text fw={600} size="sm">
                {label}
              </Text>
              <Group gap="lg" wrap="wrap">
                <Switch label="Visible" aria-label={`${label}: visible`} checked={settings[key].isVisible} onChange={(event) => change(key, 'isVisible', event.currentTarget.checked)} />
                <Switch
                  label="Members may use"
                  aria-label={`${label}: members may use`}
                  checked={settings[key].isAccessible}
                  onChange={(event) => change(key, 'isAccessible', event.currentTarget.checked)}
                />
              </Group>
            </Stack>
          ))}
        </Stack>
        <Group justify="space-between" gap="xs">
          <Button variant="default" onClick={() => setSettings(DEFAULTS)}>
            Use the defaults
          </Button>
          <Button loading={loading} onClick={() => void submit()}>
            Save features
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="group-features-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="group-features-title">
          Features
        </Title>
        <Text size="sm" c="dimmed">
          Choose what shows on the group’s page and what members may add to. Admins always may. By default every feature shows, and members may use the
          feed and prayer.
        </Text>
        {body}
      </Stack>
    </Card>
  );
}

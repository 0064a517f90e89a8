import { Alert, Button, Card, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@apollo/client/react';
import { IconMailForward } from '@tabler/icons-react';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { AccountSettingsDocument, UpdateUserInfoDocument, type AccountSettingsQuery } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { email as emailRule, maxLength, requiredText } from '../../lib/validation/rules.ts';
import { useSession } from '../auth/session.ts';
import { SettingsLayout } from './settings-layout.tsx';

const FIELDS = ['email', 'slug'] as const;
type Account = NonNullable<AccountSettingsQuery['me']>;

/** Settings → E-mail and profile address. */
export function AccountSettingsPage() {
  return (
    <SettingsLayout title="E-mail and profile address">
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="account-title">
        <Stack gap="md">
          <Text component="h2" fw={700} size="lg" id="account-title">
            Your e-mail and profile address
          </Text>
          <DataGate fallback={<FormSkeleton />}>
            <AccountForm />
          </DataGate>
        </Stack>
      </Card>
    </SettingsLayout>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Stack>
  );
}

function AccountForm() {
  const { data, loading, error, refetch } = useQuery(AccountSettingsDocument);
  // Kept here: a saved change re-keys the fields below (they start from the saved values).
  const [news, setNews] = useState<string | null>(null);
  const account = data?.me;
  if (!account) {
    if (loading) return <FormSkeleton />;
    return <LoadError message={summarizeError(error).message ?? 'We could not load your account.'} onRetry={() => void refetch()} />;
  }
  return <AccountFields key={`${account.email}/${account.slug}`} account={account} news={news} setNews={setNews} />;
}

function AccountFields({ account, news, setNews }: { account: Account; news: string | null; setNews: (news: string | null) => void }) {
  const session = useSession();
  const { config } = useRouteContext({ from: '__root__' });
  const [update, { loading }] = useDataMutation(UpdateUserInfoDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const profileUrl = (slug: string) => `${config.publicUrl.replace(/\/+$/, '')}/u/${slug}`;
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: account.email ?? '', slug: account.slug },
    validate: { email: emailRule, slug: requiredText },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      setNews(null);
      const email = values.email.trim();
      const slug = values.slug.trim();
      const changes = {
        email: email !== account.email && email !== account.pendingEmail ? email : undefined,
        slug: slug !== account.slug ? slug : undefined,
      };
      if (!changes.email && !changes.slug) {
        setAlert('Nothing changed: type a new e-mail address or profile address first.');
        return;
      }
      const { data, error } = await update({ variables: changes });
      const updated = data?.updateUserInfo;
      if (!updated) {
        setAlert(showServerErrors(form, error, FIELDS));
        return;
      }
      session.remember(updated);
      const said = [
        changes.email ? `We sent a link to ${changes.email}. Your e-mail changes when you follow it; until then, ${account.email ?? 'your current address'} keeps working.` : null,
        changes.slug ? `Your profile address is now ${profileUrl(updated.slug)}. The old address still leads to you.` : null,
      ].filter(Boolean);
      setNews(said.join(' '));
      toastSuccess(changes.email ? 'Check your new inbox for the link.' : 'Your profile address is saved.', 'Saved');
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <Stack gap="md">
      {account.pendingEmail ? (
        <Alert color="koinonia" variant="light" icon={<IconMailForward aria-hidden />} title="Waiting for you to confirm">
          We sent a link to <strong>{account.pendingEmail}</strong>. Your e-mail changes when you follow it.
        </Alert>
      ) : null}
      {news ? (
        <Alert color="teal" variant="light" role="status" title="Saved">
          {news}
        </Alert>
      ) : null}
      <FormAlert message={alert} title="We could not save that" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            maxLength={maxLength.email}
            description="We send a link to a new address; it is used once you follow it."
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Profile address"
            required
            description={`Your profile is at ${profileUrlShown(form.values.slug)}. Spaces become hyphens; old addresses keep working.`}
            {...form.getInputProps('slug')}
          />
          <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
            Save changes
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** The address as typed, for the hint (the server makes the final slug). */
function profileUrlShown(slug: string): string {
  return `/u/${slug.trim() || '…'}`;
}

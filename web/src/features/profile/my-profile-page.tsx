import type { ApolloClient } from '@apollo/client';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useDataLayer, type DataLayer } from '../../lib/apollo/data-layer.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { ListSkeleton, ProfileSkeleton } from '../../lib/ui/skeletons.tsx';
import { useViewer } from '../auth/session.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { ProfileCard } from './profile-card.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import type { HistoryEditing } from '../history/history-editor.tsx';
import type { MyProfileData } from './load-my-profile.ts';
import { loadedMyProfileHistory, loadMyProfileHistory } from './my-profile-history-module.ts';
import { UnsavedNotice } from './unsaved-notice.tsx';
import { useProfileEditing } from './use-profile-editing.ts';

// The profile form's code arrives on first use, or as the pointer or focus reaches its button.
const loadEditForm = () => import('./profile-edit-form.tsx');
const ProfileEditForm = lazy(() => loadEditForm().then((module) => ({ default: module.ProfileEditForm })));
const preloadEditForm = () => void loadEditForm().catch(() => undefined);
// The upload fields and the unverified address's reminder are not in the first load either: the
// server's HTML shows them meanwhile.
const VerifyEmailNotice = lazyPart(() => import('./verify-email-notice.tsx').then((module) => module.VerifyEmailNotice));
const ProfileFiles = lazyPart(
  () => import('./profile-files.tsx').then((module) => module.ProfileFiles),
  <ListSkeleton rows={3} />,
);

const NAME_HEADING = 'my-profile-name';

/**
 * The signed-in member's own profile: view and edit the profile, experience and education (one
 * form at a time; unsaved changes are never lost silently), images and resume, and e-mail
 * verification status.
 *
 * The page renders, on the server and while hydrating, from the session's member and its
 * loader's data, so it hydrates without Apollo Client. The history editor reads through Apollo:
 * its code comes with the client, right after hydration, while React keeps the server's HTML of
 * that part (HistoryPart); the loader's data joins the client's cache first (`prime`), so it
 * fetches none of it again. The profile form loads on first use.
 */
export function MyProfilePage({ data }: { data: MyProfileData }) {
  const viewer = useViewer();
  const editing = useProfileEditing();
  const { editing: target, isEditing, open, close, setDirty, refusal } = editing;
  const notice = useMemo(() => <UnsavedNotice refusal={refusal} />, [refusal]);
  // Unchanged unless the editing state changes: the history part must not get new props while it waits for its code.
  const historyEditing = useMemo<HistoryEditing>(
    () => ({ editing: target, isEditing, open, close, setDirty, notice }),
    [target, isEditing, open, close, setDirty, notice],
  );
  const History = useHistoryPart(data);

  if (!viewer) return <ProfileSkeleton />;

  return (
    <Stack gap="lg">
      <PageHeader
        title="My profile"
        description="This is how other members of Koinonia see you."
        actions={
          <ButtonLink to="/u/$slug" params={{ slug: viewer.slug }} variant="default">
            View public profile
          </ButtonLink>
        }
      />
      {!viewer.isEmailVerified ? (
        <VerifyEmailNotice email={viewer.email} />
      ) : null}
      {editing.isEditing({ section: 'profile' }) ? (
        <Suspense fallback={<ProfileSkeleton />}>
          <ProfileEditForm viewer={viewer} onDone={() => editing.close(NAME_HEADING)} onDirtyChange={editing.setDirty} notice={notice} />
        </Suspense>
      ) : (
        <ProfileCard
          person={viewer}
          memberSince={formatDate(viewer.createdAt)}
          headingLevel={2}
          headingId={NAME_HEADING}
          badge={<VerifiedBadge verified={viewer.isEmailVerified} />}
          actions={
            <Group gap="xs">
              <Button
                leftSection={<IconPencil size={16} aria-hidden />}
                onPointerEnter={preloadEditForm}
                onFocus={preloadEditForm}
                onClick={() => editing.open({ section: 'profile' })}
              >
                Edit profile
              </Button>
            </Group>
          }
        />
      )}
      <HistoryPart History={History} slug={data.slug} editing={historyEditing} />
      <ProfileFiles
        profileImageUrl={viewer.profile.profileImageUrl ?? null}
        backgroundImageUrl={viewer.profile.backgroundImageUrl ?? null}
        resumeUrl={viewer.profile.profileResumeUrl ?? null}
        resumeFileName={viewer.profile.resume?.fileName ?? null}
        resumeSize={viewer.profile.resume?.size ?? null}
      />
      <Text size="sm" c="dimmed">
        Signed in as {viewer.email}
      </Text>
    </Stack>
  );
}

type HistoryProps = { slug: string; editing: HistoryEditing };

/**
 * The history editor, with the client it reads through (my-profile-history.tsx). On the server
 * that is the loader's client; in the browser the page's client, handed over while the data layer
 * creates it, before it announces it (a change above a part still waiting for its code would make
 * React drop the server's HTML and draw it again); a page reached by a link has both already.
 */
function useHistoryPart(data: MyProfileData): ComponentType<HistoryProps> {
  const dataLayer = useDataLayer();
  const [History] = useState(() => historyPart(dataLayer, data));
  // Its code comes with Apollo Client, asked for as soon as the page has hydrated.
  useEffect(() => {
    dataLayer.ready().catch((error: unknown) => console.error('[Data layer] could not be loaded', error));
  }, [dataLayer]);
  return History;
}

function historyPart(dataLayer: DataLayer, data: MyProfileData): ComponentType<HistoryProps> {
  const withClient = (module: NonNullable<ReturnType<typeof loadedMyProfileHistory>>, client: ApolloClient) =>
    function MyHistory(props: HistoryProps) {
      return <module.MyProfileHistory client={client} {...props} />;
    };
  const loadedClient = dataLayer.loaded();
  const loadedModule = loadedMyProfileHistory();
  if (loadedClient && loadedModule) return withClient(loadedModule, loadedClient);
  let handOver: (client: ApolloClient) => void = () => undefined;
  const client: Promise<ApolloClient> =
    loadedClient ? Promise.resolve(loadedClient) : import.meta.env.SSR ? dataLayer.loaderClient() : new Promise((resolve) => (handOver = resolve));
  const code = Promise.all([loadMyProfileHistory(), client]).then(([module, apollo]) => ({ default: withClient(module, apollo) }));
  dataLayer.prime(async (apollo) => {
    (await loadMyProfileHistory()).writeMyProfileToCache(apollo, data);
    handOver(apollo);
    // React's own callback on `code` runs first: the part is ready before the client is announced.
    await code;
  });
  return lazy(() => code);
}

/** Memoized: a part still waiting for its code must not be given new props (React would drop the server's HTML). */
const HistoryPart = memo(function HistoryPart({ History, ...props }: HistoryProps & { History: ComponentType<HistoryProps> }) {
  return (
    <Suspense fallback={<ListSkeleton rows={2} />}>
      <History {...props} />
    </Suspense>
  );
});

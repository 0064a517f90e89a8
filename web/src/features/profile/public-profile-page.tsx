import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, memo, startTransition, Suspense, useCallback, useState, type ComponentProps, type ReactNode } from 'react';
import { useDataLayer, useLoadedClient } from '../../lib/apollo/data-layer.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { useViewer } from '../auth/session.ts';
import { ConnectPlaceholder } from './connect-placeholder.tsx';
import type { PublicProfileData } from './load-public-profile.ts';
import { ProfileCard } from './profile-card.tsx';
import { loadedProfileHistory, loadProfileHistory } from './profile-history-module.ts';
import type { ProfileHistory as ProfileHistoryComponent } from './profile-history.tsx';
import { ProfileStats, type ProfileFigures } from './profile-stats.tsx';
import type { ProfileView } from './profile-view.ts';

// Read through Apollo Client, so downloaded once it has loaded.
const ProfileWatcher = lazy(() => import('./public-profile-live.tsx').then((module) => ({ default: module.ProfileWatcher })));
const ConnectionButton = lazy(() => import('./viewer-widgets.ts').then((module) => ({ default: module.ConnectionButton })));
const MutualConnections = lazy(() => import('./viewer-widgets.ts').then((module) => ({ default: module.MutualConnections })));
const MessageButton = lazy(() => import('./viewer-widgets.ts').then((module) => ({ default: module.MessageButton })));
const LazyProfileHistory = lazy(() => loadProfileHistory().then((module) => ({ default: module.ProfileHistory })));
const NONE: never[] = [];

/**
 * A member's public profile by slug: the card (about, resume, the connection button, mutual
 * connections, figures), then experience (the primary position first), education and videos.
 *
 * The page renders, on the server and while hydrating, from its loader's data (sent with the
 * page), so it hydrates without Apollo Client, which arrives later: at once for a signed-in
 * member looking at someone else (their connection and mutual connections are read through it),
 * otherwise at the visitor's first interaction. The loader's data joins Apollo's cache then, and
 * from then on the page shows the profile and figures as the cache has them (refreshed, and read
 * again after a connection changed) without asking again for what the server sent. The part
 * below the card is text and links: its code comes after hydration (ProfileHistoryPart).
 */
export function PublicProfilePage({ data: loaded }: { data: PublicProfileData }) {
  const viewer = useViewer();
  const dataLayer = useDataLayer();
  // Once per page, before Apollo Client can be created: its cache starts from the loader's data.
  // The client's arrival changes a context above the lower part, which React would then draw
  // again from scratch if it were still waiting for its code to hydrate: the client waits for it.
  useState(() =>
    dataLayer.prime(async (client) => {
      const [live] = await Promise.all([import('./public-profile-live.tsx'), loadProfileHistory()]);
      live.writeProfileToCache(client, loaded);
    }),
  );
  const [watched, setWatched] = useState<ProfileView | null>(null);
  const [watchedStats, setWatchedStats] = useState<ProfileFigures | null>(null);
  const onProfile = useCallback((view: ProfileView) => {
    // As a transition: the part below the card may still be waiting to hydrate (see ProfileHistoryPart).
    startTransition(() =>
      setWatched((shown) => (JSON.stringify((shown ?? { profile: loaded.profile }).profile) === JSON.stringify(view.profile) ? shown : view)),
    );
  }, [loaded.profile]);
  const onStats = useCallback((stats: ProfileFigures) => setWatchedStats(stats), []);

  const { profile, header } = watched ?? loaded;
  const person = profile.userProfile;
  const isMe = viewer?.id === person?.id;
  const client = useLoadedClient(Boolean(viewer) && !isMe);
  const watcher = client ? (
    <Suspense fallback={null}>
      <ProfileWatcher slug={loaded.slug} userId={loaded.profile.userProfile.id} onProfile={onProfile} onStats={onStats} />
    </Suspense>
  ) : null;
  if (!person || !header) {
    return (
      <>
        {watcher}
        <NotFoundPage what="member" />
      </>
    );
  }

  return (
    <>
      {watcher}
      <Stack gap="lg">
        {isMe ? (
          <Alert variant="light" title="This is your public profile">
            This is what other members see.
          </Alert>
        ) : null}
        <ProfileCard
          person={person}
          memberSince={header.memberSince}
          headingLevel={1}
          headline={header.headline}
          footer={
            <Stack gap="xs" mt={4}>
              <ProfileStats stats={watchedStats ?? loaded.stats?.profileStats ?? null} />
              {viewer && !isMe ? (
                <WithClient ready={client !== null} fallback={<Skeleton height={28} width={220} aria-hidden />}>
                  <MutualConnections userId={person.id} />
                </WithClient>
              ) : null}
            </Stack>
          }
          actions={
            isMe ? (
              <Button component={Link} to="/profile" variant="default">
                Edit my profile
              </Button>
            ) : viewer === null ? (
              <ConnectPlaceholder person={person} anonymous />
            ) : (
              <WithClient ready={client !== null} fallback={<ConnectPlaceholder person={person} anonymous={false} />}>
                <Group gap="xs">
                  <ConnectionButton person={person} />
                  <MessageButton userId={person.id} />
                </Group>
              </WithClient>
            )
          }
        />
        <ProfileHistoryPart
          experiences={profile.experiences ?? NONE}
          educations={profile.educations ?? NONE}
          videos={person.profile.videos.results}
          firstName={person.firstName}
          isMe={isMe}
        />
      </Stack>
    </>
  );
}

/**
 * The part below the card, with its code loaded on demand. While the server's page hydrates the
 * code is not there yet: React keeps the server's HTML of this boundary and hydrates it when the
 * code arrives, the rest of the page being interactive meanwhile. A page reached by a link has it
 * already (the loader fetched it), and draws it at once. Memoized: a boundary that is still
 * waiting must not be given new props (React would then drop the server's HTML and draw it again).
 */
const ProfileHistoryPart = memo(function ProfileHistoryPart(props: ComponentProps<typeof ProfileHistoryComponent>) {
  const [History] = useState(() => loadedProfileHistory()?.ProfileHistory ?? LazyProfileHistory);
  return (
    <Suspense fallback={null}>
      <History {...props} />
    </Suspense>
  );
});


/** `children` (code that reads through Apollo Client) once the client is `ready`, `fallback` until then. */
function WithClient({ ready, fallback, children }: { ready: boolean; fallback: ReactNode; children: ReactNode }) {
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

import { Card, EmptyState, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconMapPin, IconNews } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { FormCardSkeleton, ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { useViewer } from '../auth/session.ts';
import classes from './feed.module.css';
import { DEFAULT_SCOPE, FEED_TABS, NEAR_TAB, PLACE_SCOPES, scopeByParam, tabOf, type ScopeChoice } from './feed-scopes.ts';

// The posts and the composer need Apollo Client: they arrive with it, after the first paint, so
// the feed's initial JavaScript stays the shell's.
const FeedList = lazy(() => import('./feed-list.tsx').then((module) => ({ default: module.FeedList })));
const PostComposer = lazy(() => import('./post-composer.tsx').then((module) => ({ default: module.PostComposer })));
// Only the "Near me" tab chooses a place: its control is not in every visit's JavaScript.
const PlaceScopePicker = lazy(() => import('./place-scope-picker.tsx').then((module) => ({ default: module.PlaceScopePicker })));


function ScopeEmpty({ choice }: { choice: ScopeChoice }) {
  const viewer = useViewer();
  const missingPlace = choice.place !== undefined && !viewer?.location?.[choice.place];
  return (
    <Card withBorder radius="lg" padding="xl">
      <EmptyState
        variant="light"
        icon={missingPlace ? <IconMapPin aria-hidden /> : <IconNews aria-hidden />}
        title={choice.empty}
        description={missingPlace ? `${choice.emptyText} Add your ${choice.place === 'zipcode' ? 'zip code' : choice.place} to your profile to see them.` : choice.emptyText}
      >
        {missingPlace ? (
          <EmptyState.Actions>
            <ButtonLink to="/profile" variant="default">
              Add your place to your profile
            </ButtonLink>
          </EmptyState.Actions>
        ) : null}
      </EmptyState>
    </Card>
  );
}

/**
 * The home feed (/feed?scope=): a composer, then the posts of one scope (everyone, my
 * connections, my city…), each scope a tab whose choice is in the address.
 */
export function FeedPage({ scope }: { scope?: string }) {
  const navigate = useNavigate();
  const current = scopeByParam(scope) ?? DEFAULT_SCOPE;
  const show = (next: ScopeChoice) => {
    void navigate({ to: '/feed', search: { scope: next === DEFAULT_SCOPE ? undefined : next.param }, replace: true });
  };
  const selectTab = (value: string | null) => {
    if (value === NEAR_TAB) return show(PLACE_SCOPES[0]!);
    show(scopeByParam(value) ?? DEFAULT_SCOPE);
  };
  const posts = (
    <DataGate fallback={<ListSkeleton rows={3} />}>
      <Suspense fallback={<ListSkeleton rows={3} />}>
        <FeedList scope={current.scope} empty={<ScopeEmpty choice={current} />} label={`Posts: ${current.label}`} />
      </Suspense>
    </DataGate>
  );

  return (
    <>
      <PageHeader title="Feed" description="News, questions and encouragement from the ministry world." />
      <Stack gap="lg" maw={720}>
        <DataGate fallback={<FormCardSkeleton />}>
          <Suspense fallback={<FormCardSkeleton />}>
            <PostComposer />
          </Suspense>
        </DataGate>
        <Tabs value={tabOf(current)} onChange={selectTab} keepMounted={false}>
          <Tabs.List aria-label="Whose posts to show" className={classes.scopeList}>
            {FEED_TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {FEED_TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              {tab.value === NEAR_TAB ? (
                <Stack gap="md">
                  <Suspense fallback={<Skeleton height={36} width={320} maw="100%" />}>
                    <PlaceScopePicker current={current} onChange={show} />
                  </Suspense>
                  {posts}
                </Stack>
              ) : (
                posts
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}

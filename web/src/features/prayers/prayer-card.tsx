import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconCheck, IconMessageCircle, IconPray } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import {
  PrayerAddUpdateDocument,
  PrayerDeleteDocument,
  PrayerEditDocument,
  PrayerPrayedDocument,
  PrayerSetCommentableDocument,
  type PrayerItemFragment,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { formatCount } from '../../lib/format/counts.ts';
import { displayName } from '../../lib/format/names.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { useViewer } from '../auth/session.ts';
import { AuthorLine, When } from '../feed/feed-author.tsx';
import classes from '../feed/feed.module.css';
import { PlainBody } from '../feed/post-body.tsx';
import { ReportButton } from '../feed/report-button.tsx';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { AUDIENCE_LABELS } from './prayer-rules.ts';

// The comments and the author's forms download when opened: a list of requests needs neither.
const CommentThread = lazy(() => import('../feed/comment-thread.tsx').then((module) => ({ default: module.CommentThread })));
const TextForm = lazy(() => import('./prayer-text-form.tsx').then((module) => ({ default: module.PrayerTextForm })));

type Opened = 'none' | 'update' | 'answer';

/**
 * One prayer request: who asks and for whom (audience), the request, its updates (a timeline),
 * answered with a testimony, "I prayed" with its count, and its comments when they are on. The
 * author adds updates and marks it answered; the author and moderators turn comments off and delete it.
 * On the prayer's own page (`standalone`) its comments show at once, the author's name is the heading
 * under the page's, and a deleted request leaves the page (`onDeleted`).
 */
export function PrayerCard({ prayer, standalone = false, onDeleted }: { prayer: PrayerItemFragment; standalone?: boolean; onDeleted?: () => void }) {
  const client = useApolloClient();
  const signedIn = Boolean(useViewer());
  const [opened, setOpened] = useState<Opened>('none');
  const [showComments, setShowComments] = useState(standalone && prayer.isCommentable);
  const [pray, { loading: praying }] = useDataMutation(PrayerPrayedDocument);
  const [addUpdate] = useDataMutation(PrayerAddUpdateDocument);
  const [edit] = useDataMutation(PrayerEditDocument);
  const [setCommentable, { loading: switching }] = useDataMutation(PrayerSetCommentableDocument);
  const [remove, { loading: removing }] = useDataMutation(PrayerDeleteDocument);
  const commentsId = useId();
  const name = displayName(prayer.user);
  const prayerRef = client.cache.identify(prayer);

  const togglePrayed = async () => {
    const pressed = prayer.viewerHasPrayed;
    const { data, error } = await pray({ variables: { prayerId: prayer.id, mutationType: pressed ? 'DELETE' : 'ADD' } });
    if (!data) return toastError(summarizeError(error).message ?? 'That did not work. Please try again.');
    const praying = data.reaction.find((summary) => summary.name === 'PRAYING');
    client.cache.modify({
      id: prayerRef,
      fields: { prayedCount: () => praying?.count ?? 0, viewerHasPrayed: () => praying?.viewerHasReacted ?? false },
    });
    announce(pressed ? 'You took back your “I prayed”.' : `Thank you for praying for ${name}.`);
  };

  const sendUpdate = async (body: string) => {
    const { data, error } = await addUpdate({ variables: { prayerId: prayer.id, body } });
    if (!data) return { ok: false, error };
    client.cache.modify({
      id: prayerRef,
      fields: {
        prayerUpdates: (existing, { toReference }) => [...(Array.isArray(existing) ? (existing as unknown[]) : []), toReference(data.prayerUpdate)],
      },
    });
    setOpened('none');
    announce('Your update is added.');
    return { ok: true };
  };

  const markAnswered = async (testimony: string) => {
    if (prayer.isAnswered) {
      // Already answered: only the testimony changes (answering again would tell everyone again).
      const { data, error } = await edit({ variables: { id: prayer.id, testimony } });
      if (!data?.prayer) return { ok: false, error };
      setOpened('none');
      announce('Your testimony is added.');
      return { ok: true };
    }
    const { data, error } = await edit({ variables: { id: prayer.id, isAnswered: true, ...(testimony ? { testimony } : {}) } });
    if (!data?.prayer) return { ok: false, error };
    setOpened('none');
    toastSuccess('Marked answered. Everyone who prayed will be told.');
    announce('Your prayer is marked answered.');
    return { ok: true };
  };

  const switchComments = async (isCommentable: boolean) => {
    const { data, error } = await setCommentable({ variables: { id: prayer.id, isCommentable } });
    if (!data) return toastError(summarizeError(error).message ?? 'That did not work. Please try again.');
    announce(isCommentable ? 'Comments are on.' : 'Comments are off.');
  };

  const deletePrayer = async () => {
    const { data, error } = await remove({ variables: { id: prayer.id } });
    if (!data?.prayer) return toastError(summarizeError(error).message ?? 'The prayer request could not be deleted.');
    client.cache.evict({ id: prayerRef });
    client.cache.gc();
    // The request and its buttons are gone: focus goes back to the page's heading.
    document.querySelector<HTMLElement>('main h1')?.focus();
    toastSuccess('The prayer request was deleted.');
    onDeleted?.();
  };

  return (
    <Card component="article" withBorder radius="lg" padding="md" aria-label={`Prayer request by ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <AuthorLine
            author={prayer.user}
            createdAt={prayer.createdAt}
            edited={prayer.isEdited}
            headingLevel={standalone ? 2 : 3}
            extra={
              prayer.audience === 'GROUP' ? null : (
                <Badge size="xs" variant="light" color="gray">
                  {AUDIENCE_LABELS[prayer.audience]}
                </Badge>
              )
            }
          />
          {signedIn && !prayer.viewerIsAuthor ? <ReportButton contentType="PRAYER" contentId={prayer.id} /> : null}
          {prayer.isAnswered ? (
            <Badge color="teal.9" variant="filled" leftSection={<IconCheck size={12} aria-hidden />}>
              Answered
            </Badge>
          ) : null}
        </Group>
        <PlainBody text={prayer.body} />
        {prayer.prayerUpdates.length > 0 ? (
          <Stack gap={6} component="section" aria-label="Updates">
            <Text size="sm" fw={700} component="h4" m={0}>
              Updates
            </Text>
            <Stack component="ol" gap="xs" className={classes.list} style={{ borderLeft: '2px solid var(--mantine-color-koinonia-2)', paddingLeft: 12 }}>
              {prayer.prayerUpdates.map((update) => (
                <Stack component="li" key={update.id} gap={2}>
                  <When value={update.createdAt} edited={update.isEdited} />
                  <PlainBody text={update.body} />
                </Stack>
              ))}
            </Stack>
          </Stack>
        ) : null}
        {prayer.isAnswered ? (
          <Card radius="md" padding="sm" bg="var(--mantine-color-teal-light)" component="section" aria-label="Answered">
            <Text size="sm" fw={700} component="h4" m={0}>
              Answered{prayer.answeredAt ? ' ' : ''}
              {prayer.answeredAt ? <When value={prayer.answeredAt} /> : null}
            </Text>
            {prayer.testimony ? <PlainBody text={prayer.testimony} /> : null}
          </Card>
        ) : null}

        <Suspense fallback={<ListSkeleton rows={1} />}>
          {opened === 'update' ? (
            <TextForm label="Your update" submitLabel="Add update" onSubmit={sendUpdate} onCancel={() => setOpened('none')} />
          ) : opened === 'answer' ? (
            <TextForm
              label={prayer.isAnswered ? 'Testimony' : 'Testimony (optional)'}
              description={prayer.isAnswered ? 'Tell how God answered.' : 'Tell how God answered. Everyone who prayed will be told it is answered.'}
              submitLabel={prayer.isAnswered ? 'Save testimony' : 'Mark answered'}
              required={prayer.isAnswered}
              onSubmit={markAnswered}
              onCancel={() => setOpened('none')}
            />
          ) : null}
        </Suspense>

        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              radius="xl"
              variant={prayer.viewerHasPrayed ? 'filled' : 'light'}
              leftSection={<IconPray size={16} aria-hidden />}
              aria-pressed={prayer.viewerHasPrayed}
              loading={praying}
              onClick={() => void togglePrayed()}
            >
              I prayed
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {prayer.prayedCount === 0 ? 'Be the first to pray' : `${formatCount(prayer.prayedCount)} ${prayer.prayedCount === 1 ? 'person' : 'people'} prayed`}
            </Text>
          </Group>
          <Group gap={4} wrap="wrap">
            {standalone ? null : (
              <ButtonLink to="/prayers/$id" params={{ id: prayer.id }} size="compact-sm" variant="subtle" color="gray" aria-label="Open this prayer request">
                Open
              </ButtonLink>
            )}
            {prayer.isCommentable || showComments ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                leftSection={<IconMessageCircle size={16} aria-hidden />}
                aria-expanded={showComments}
                aria-controls={commentsId}
                onClick={() => setShowComments((open) => !open)}
              >
                Comments
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                Comments are off
              </Text>
            )}
          </Group>
        </Group>

        {(prayer.viewerIsAuthor || prayer.viewerCanModerate) && opened === 'none' ? (
          <Group gap="xs" wrap="wrap">
            {prayer.viewerIsAuthor ? (
              <Button size="xs" variant="default" onClick={() => setOpened('update')}>
                Add an update
              </Button>
            ) : null}
            {prayer.viewerIsAuthor && !prayer.isAnswered ? (
              <Button size="xs" variant="default" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => setOpened('answer')}>
                Mark answered
              </Button>
            ) : null}
            {prayer.viewerIsAuthor && prayer.isAnswered && !prayer.testimony ? (
              <Button size="xs" variant="default" onClick={() => setOpened('answer')}>
                Add a testimony
              </Button>
            ) : null}
            {prayer.viewerCanModerate ? (
              <Switch
                size="sm"
                label="Comments on"
                labelPosition="left" classNames={{ body: classes.switchBody }}
                checked={prayer.isCommentable}
                disabled={switching}
                onChange={(event) => void switchComments(event.currentTarget.checked)}
              />
            ) : null}
            {prayer.viewerCanModerate ? (
              <ConfirmButton size="xs" variant="light" color="red" question="Delete this prayer request, with its updates and comments? This cannot be undone." confirmLabel="Delete request" onConfirm={() => void deletePrayer()} disabled={removing}>
                Delete
              </ConfirmButton>
            ) : null}
          </Group>
        ) : null}

        <div id={commentsId} hidden={!showComments}>
          {showComments ? (
            <Suspense fallback={<ListSkeleton rows={1} />}>
              <CommentThread
                target={{ prayerId: prayer.id }}
                canComment={signedIn && prayer.isCommentable}
                closedNotice={prayer.isCommentable ? 'Sign in to comment.' : 'Comments are off for this request.'}
              />
            </Suspense>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PrayerByIdDocument } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { PrayerCard } from './prayer-card.tsx';

/**
 * One prayer request on its own page (/prayers/$id), where "answered" and comment notifications
 * lead: the request with its timeline (updates, answered, testimony), "I prayed" and its comments.
 * A prayer the viewer may not see is "not found"; a deleted one leaves for the prayer wall.
 */
export function PrayerDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PrayerByIdDocument, { variables: { id } });
  const prayer = data?.prayer;
  if (!prayer) {
    if (loading) return <ListSkeleton rows={1} />;
    const code = errorCode(error);
    if (error && code !== 'NOT_FOUND' && code !== 'BAD_USER_INPUT') {
      return <LoadError message={summarizeError(error).message ?? 'We could not load this prayer request.'} onRetry={() => void refetch()} />;
    }
    return <NotFoundPage what="prayer request" />;
  }
  return (
    <>
      <PageHeader title={`Prayer request by ${displayName(prayer.user)}`} description={prayer.isAnswered ? 'Answered: thank you for praying.' : undefined} />
      <Stack maw={720}>
        <PrayerCard prayer={prayer} standalone onDeleted={() => void navigate({ to: '/prayers' })} />
      </Stack>
    </>
  );
}

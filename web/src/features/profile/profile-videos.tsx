import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ProfileVideoFragment } from '../../__generated__/graphql/graphql.ts';
import { EmptyHistory, HistorySection } from '../history/history-entries.tsx';

/**
 * The profile's published videos: an uploaded file plays in the page (nothing is downloaded
 * before the visitor presses play); a link (YouTube, Vimeo…) opens where it lives.
 */
export function ProfileVideos({ videos, firstName, isMe }: { videos: ProfileVideoFragment[]; firstName: string; isMe: boolean }) {
  const published = videos.filter((video) => video.status === 'PUBLISHED');
  return (
    <HistorySection id="videos" title="Videos" level={2} icon="videos">
      {published.length > 0 ? (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {published.map((video) => (
            <Stack component="li" key={video.id} gap={6}>
              {video.file ? (
                <video controls preload="none" src={video.videoUrl} style={{ width: '100%', borderRadius: 8, background: 'black' }} aria-label={video.title} />
              ) : null}
              <Text fw={600}>{video.title}</Text>
              {!video.file ? (
                <Anchor href={video.videoUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  <IconVideo size={14} aria-hidden /> Watch<span className="visually-hidden"> {video.title}</span> (opens in a new tab)
                </Anchor>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <EmptyHistory>{isMe ? 'You have not published any videos yet.' : `${firstName} has not published any videos yet.`}</EmptyHistory>
      )}
    </HistorySection>
  );
}

import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import { ProfileSkeleton } from '../../lib/ui/skeletons.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { useViewer } from '../auth/session.ts';
import { ConnectionButton } from '../connections/connection-button.tsx';
import { EducationEntry, EmptyHistory, EntryList, ExperienceEntry, HistorySection } from '../history/history-entries.tsx';
import { experienceHeadline, primaryFirst } from '../history/history-rules.ts';
import { MutualConnections } from './mutual-connections.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { ProfileVideos } from './profile-videos.tsx';

/**
 * A member's public profile by slug: the card (about, resume, the connection button, mutual
 * connections, figures), then experience (the primary position first), education and videos. Everything but what
 * concerns the viewer (connection, mutual connections) comes with the server's render.
 */
export function PublicProfilePage({ slug }: { slug: string }) {
  const viewer = useViewer();
  const { data, loading } = useQuery(UserProfileDocument, { variables: { slug } });
  const person = data?.userProfile;

  if (!person) return loading ? <ProfileSkeleton /> : <NotFoundPage what="member" />;

  const isMe = viewer?.id === person.id;
  const experiences = primaryFirst(data.experiences ?? []);
  const educations = data.educations ?? [];
  const firstName = person.firstName;
  return (
    <Stack gap="lg">
      {isMe ? (
        <Alert variant="light" title="This is your public profile">
          This is what other members see.
        </Alert>
      ) : null}
      <ProfileCard
        person={person}
        headingLevel={1}
        headline={experienceHeadline(experiences.find((experience) => experience.isPrimary))}
        footer={
          <Stack gap="xs" mt={4}>
            <ProfileStats userId={person.id} />
            {viewer && !isMe ? <MutualConnections userId={person.id} /> : null}
          </Stack>
        }
        actions={
          isMe ? (
            <Button component={Link} to="/profile" variant="default">
              Edit my profile
            </Button>
          ) : (
            <ConnectionButton person={person} />
          )
        }
      />
      <HistorySection id="experience" title="Experience" level={2} icon="experience">
        {experiences.length > 0 ? (
          <EntryList>
            {experiences.map((experience) => (
              <ExperienceEntry key={experience.id} experience={experience} level={3} />
            ))}
          </EntryList>
        ) : (
          <EmptyHistory>{isMe ? 'You have not added any experience yet.' : `${firstName} has not added any experience yet.`}</EmptyHistory>
        )}
      </HistorySection>
      <HistorySection id="education" title="Education" level={2} icon="education">
        {educations.length > 0 ? (
          <EntryList>
            {educations.map((education) => (
              <EducationEntry key={education.id} education={education} level={3} />
            ))}
          </EntryList>
        ) : (
          <EmptyHistory>{isMe ? 'You have not added any education yet.' : `${firstName} has not added any education yet.`}</EmptyHistory>
        )}
      </HistorySection>
      <ProfileVideos videos={person.profile.videos.results} firstName={firstName} isMe={isMe} />
    </Stack>
  );
}

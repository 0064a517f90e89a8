import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import { ProfileSkeleton } from '../../lib/ui/skeletons.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { useViewer } from '../auth/session.ts';
import { ProfileCard } from './profile-card.tsx';

/** A member's public profile by slug. */
export function PublicProfilePage({ slug }: { slug: string }) {
  const viewer = useViewer();
  const { data, loading } = useQuery(UserProfileDocument, { variables: { slug } });
  const person = data?.userProfile;

  if (!person) return loading ? <ProfileSkeleton /> : <NotFoundPage what="member" />;

  const isMe = viewer?.slug === person.slug;
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
        actions={
          isMe ? (
            <Button component={Link} to="/profile" variant="default">
              Edit my profile
            </Button>
          ) : viewer === null ? (
            <Button component={Link} to="/sign-up">
              Join to connect
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}

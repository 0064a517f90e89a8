import { Center, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ButtonLink } from '../../lib/ui/links.tsx';

/** What a member who is not a content editor sees on an editor's page (the API would refuse them: 403). */
export function ContentEditorsOnly({ what }: { what: string }) {
  return (
    <Center mih="40vh" p="md">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconLock aria-hidden />}
        title={<span role="heading" aria-level={1}>{`Only content editors ${what}`}</span>}
        description="A platform admin gives the content editor role. Ask one if you should have it."
      >
        <EmptyState.Actions>
          <ButtonLink to="/blog" variant="default">
            Read the blog
          </ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}

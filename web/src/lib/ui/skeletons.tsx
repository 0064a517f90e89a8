import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** Placeholder for a profile while it loads: banner, avatar, name and a few lines. */
export function ProfileSkeleton() {
  return (
    <Card withBorder padding={0} radius="lg" aria-busy="true" aria-label="Loading profile">
      <Skeleton height={140} radius={0} />
      <Stack p="lg" gap="sm">
        <Skeleton circle height={96} mt={-64} />
        <Skeleton height={24} width="45%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={12} mt="md" />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Card>
  );
}

/** Placeholder for a list of cards (feeds, search results, mailboxes). */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index} withBorder padding="md" radius="md">
          <Group wrap="nowrap" align="flex-start">
            <Skeleton circle height={40} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="80%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Placeholder for a form in a card whose code is still downloading (the post composer, the prayer form). */
export function FormCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-busy="true" aria-label="Loading">
      <Stack gap="sm">
        <Skeleton height={16} width={120} />
        <Skeleton height={86} />
        <Skeleton height={34} width={180} />
      </Stack>
    </Card>
  );
}

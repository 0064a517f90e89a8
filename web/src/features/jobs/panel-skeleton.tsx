import { Skeleton, Stack } from '@mantine/core';

/** The job page's "Apply" while its code or the member's application loads. */
export function PanelSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      <Skeleton height={14} width="70%" />
      <Skeleton height={80} />
      <Skeleton height={36} width={120} />
    </Stack>
  );
}

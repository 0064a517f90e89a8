import { Badge } from '@mantine/core';

/** Whether the member's e-mail address is verified, beside their name on their own profile. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge color="teal.9" variant="filled">
      Email verified
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled">
      Email not verified
    </Badge>
  );
}

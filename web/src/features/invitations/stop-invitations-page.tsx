import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { StopInvitationsDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';

const INCOMPLETE = 'This link is incomplete. Open the link from the e-mail again.';
const NOT_VALID = 'This link is not valid. Open the link from the invitation e-mail again.';

/**
 * /invitations/stop?token=: the link every invitation e-mail carries. It asks for a press, so a link
 * checker opening the page stops nothing; then it confirms that no invitation will reach the address.
 */
export function StopInvitationsPage({ token }: { token?: string }) {
  const [stop, { loading }] = useDataMutation(StopInvitationsDocument);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : INCOMPLETE);

  const run = async () => {
    if (!token) return;
    const { data, error } = await stop({ variables: { token } });
    if (data?.stopInvitations) setDone(true);
    else setProblem(data ? NOT_VALID : (summarizeError(error).message ?? 'Please try again.'));
  };

  return (
    <Center py="xl">
      <Card withBorder radius="lg" padding="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color={done ? 'teal' : undefined} variant="light">
            {done ? <IconCircleCheck size={36} aria-hidden /> : <IconMailOff size={36} aria-hidden />}
          </ThemeIcon>
          <Title order={1} size="h2" tabIndex={-1}>
            {done ? 'Invitations stopped' : 'Stop invitations'}
          </Title>
          {done ? (
            <Text role="status">This address will not receive invitations from Koinonia any more, from anyone.</Text>
          ) : (
            <>
              <Text>Stop all invitations from Koinonia to this e-mail address. Nobody is told you did.</Text>
              {problem ? (
                <Text role="alert" c="red.8">
                  {problem}
                </Text>
              ) : null}
              <Button onClick={() => void run()} loading={loading} disabled={!token} fullWidth>
                Stop all invitations
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}

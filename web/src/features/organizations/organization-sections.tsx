import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { OrganizationDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';
import type { OrganizationPageData } from './load-organization.ts';
import { addressLines, formatDeadline, JOB_TYPES, label, WORKPLACES } from './organization-view.ts';
import classes from './organizations.module.css';

type Address = OrganizationDetailsFragment['addresses'][number];
type Job = NonNullable<OrganizationPageData['jobs']>[number];

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function AddressesSection({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return null;
  return (
    <Section id="organization-addresses" title={addresses.length === 1 ? 'Address' : 'Addresses'}>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {addresses.map((address) => (
          <Group component="li" key={address.id} gap="sm" wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Stack gap={0} className={classes.wrap}>
              {addressLines(address).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
              {address.latitude != null && address.longitude != null ? (
                <Anchor
                  size="sm"
                  href={`https://www.openstreetmap.org/?mlat=${address.latitude}&mlon=${address.longitude}#map=16/${address.latitude}/${address.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="koinonia.8"
                  td="underline"
                >
                  See on a map<span className="visually-hidden"> (opens in a new tab)</span>
                </Anchor>
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

export function JobsSection({ name, jobs }: { name: string; jobs: Job[] | null }) {
  return (
    <Section id="organization-jobs" title="Open jobs">
      {jobs === null ? (
        <Text size="sm" c="dimmed">
          The jobs could not be loaded. Please try again later.
        </Text>
      ) : jobs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {name} has no open jobs right now.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Open jobs">
          {jobs.map((job) => (
            <Group component="li" key={job.id} gap="sm" wrap="nowrap" align="flex-start">
              <IconBriefcase size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
              <Stack gap={2}>
                <Text fw={600} size="sm" component="h3" m={0}>
                  <AnchorLink to="/jobs/$id" params={{ id: job.id }} c="var(--mantine-color-text)">
                    {job.jobTitle}
                  </AnchorLink>
                </Text>
                <Group gap={6} wrap="wrap">
                  <Badge variant="light" color="gray" size="sm">
                    {label(JOB_TYPES, job.type)}
                  </Badge>
                  <Badge variant="light" color="gray" size="sm">
                    {label(WORKPLACES, job.workplace)}
                  </Badge>
                  {job.deadline ? (
                    <Text size="xs" c="dimmed">
                      Apply by {formatDeadline(job.deadline)}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

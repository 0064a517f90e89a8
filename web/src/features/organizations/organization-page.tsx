import { Avatar, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPlus, IconWorld } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { OrganizationDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { useDataLayer, useLoadedClient } from '../../lib/apollo/data-layer.tsx';
import { formatCountOf } from '../../lib/format/counts.ts';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { useViewer } from '../auth/session.ts';
import type { OrganizationPageData } from './load-organization.ts';
import { AddressesSection, JobsSection, Section } from './organization-sections.tsx';
import { organizationFigures, organizationInitials } from './organization-view.ts';
import classes from './organizations.module.css';

// Read through Apollo Client, so downloaded once it has loaded.
const OrganizationWatcher = lazy(() => import('./organization-live.tsx').then((module) => ({ default: module.OrganizationWatcher })));
const ViewerActions = lazy(() => import('./organization-live.tsx').then((module) => ({ default: module.OrganizationViewerActions })));
const Editor = lazy(() => import('./organization-live.tsx').then((module) => ({ default: module.OrganizationEditor })));
const People = lazy(() => import('./organization-live.tsx').then((module) => ({ default: module.OrganizationPeople })));

/**
 * An organization's page by slug (/o/$slug): banner, logo, name, type and slogan, about, website
 * and e-mail. It renders, on the server and while hydrating, from its loader's data, so it hydrates
 * without Apollo Client; the loader's data joins Apollo's cache when the client arrives (at once
 * for a signed-in member, whose place in the organization is read through it; otherwise at the
 * first interaction), and the page then shows the organization as the cache has it (refreshed,
 * and after an admin's edit). Its admins edit it and manage its people here.
 */
export function OrganizationPage({ data: loaded }: { data: OrganizationPageData }) {
  const viewer = useViewer();
  const dataLayer = useDataLayer();
  // Once per page, before Apollo Client can be created: its cache starts from the loader's data.
  useState(() =>
    dataLayer.prime(async (client) => {
      const live = await import('./organization-live.tsx');
      live.writeOrganizationToCache(client, loaded);
    }),
  );
  const [watched, setWatched] = useState<OrganizationDetailsFragment | null>(null);
  const onOrganization = useCallback((organization: OrganizationDetailsFragment) => setWatched(organization), []);
  const [editing, setEditing] = useState(false);
  // The form's buttons leave with it: focus returns to the organization's name.
  const closeEditing = useCallback(() => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById('organization-name')?.focus());
  }, []);
  const client = useLoadedClient(viewer !== null);
  const organization = watched ?? loaded.organization;
  const member = viewer && client ? viewer : null;
  const location = useLocation();

  return (
    <>
      {client ? (
        <Suspense fallback={null}>
          <OrganizationWatcher slug={loaded.slug} onOrganization={onOrganization} />
        </Suspense>
      ) : null}
      <OrganizationSummary
        organization={organization}
        actions={
          member ? (
            <Suspense fallback={<ActionsSkeleton />}>
              <ViewerActions organization={organization} viewerId={member.id} editing={editing} onEdit={() => setEditing(true)} />
            </Suspense>
          ) : viewer ? (
            <ActionsSkeleton />
          ) : (
            <ButtonLink to="/sign-in" search={{ redirect: location.href }} leftSection={<IconPlus size={16} aria-hidden />}>
              Follow<span className="visually-hidden"> {organization.name} (sign in first)</span>
            </ButtonLink>
          )
        }
        editor={
          member && editing ? (
            <Suspense fallback={<ListSkeleton rows={1} />}>
              <Editor organization={organization} viewerId={member.id} onDone={closeEditing} />
            </Suspense>
          ) : null
        }
      >
        <AddressesSection addresses={organization.addresses} />
        <JobsSection name={organization.name} jobs={loaded.jobs} />
        <Section id="organization-people" title="People">
          {member ? (
            <Suspense fallback={<ListSkeleton rows={2} />}>
              <People organization={organization} viewerId={member.id} />
            </Suspense>
          ) : viewer ? (
            <ListSkeleton rows={2} />
          ) : (
            <Text size="sm" c="dimmed">
              {formatCountOf(organization.peopleCount, 'person', 'people')} {organization.peopleCount === 1 ? 'serves' : 'serve'} here.{' '}
              <AnchorLink to="/sign-in" search={{ redirect: location.href }} c="koinonia.8" td="underline">
                Sign in
              </AnchorLink>{' '}
              to see who.
            </Text>
          )}
        </Section>
      </OrganizationSummary>
    </>
  );
}

function ActionsSkeleton() {
  return <Skeleton height={36} width={140} radius="sm" aria-hidden />;
}

/** Banner, logo, name, type, slogan, figures, website and e-mail, then about; `actions` beside the name, `editor` under the card, `children` after about. */
export function OrganizationSummary({
  organization,
  actions,
  editor,
  children,
}: {
  organization: OrganizationDetailsFragment;
  actions: ReactNode;
  editor?: ReactNode;
  children?: ReactNode;
}) {
  const { profile } = organization;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding={0} component="section" aria-labelledby="organization-name">
        <div className={classes.banner} style={profile.backgroundImageUrl ? { backgroundImage: `url("${profile.backgroundImageUrl}")` } : undefined} />
        <Stack p="lg" gap="sm">
          <Avatar src={profile.profileImageUrl} alt="" aria-hidden color="koinonia" radius="lg" size={104} className={classes.avatar}>
            {organizationInitials(organization.name)}
          </Avatar>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Title order={1} size="h2" id="organization-name" tabIndex={-1} className={classes.wrap}>
                {organization.name}
              </Title>
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color="gray">
                  {organization.type}
                </Badge>
                {organization.status === 'SUSPENDED' ? (
                  <Badge variant="light" color="red">
                    Suspended
                  </Badge>
                ) : null}
              </Group>
              {organization.slogan ? (
                <Text fs="italic" c="dimmed" className={classes.wrap}>
                  {organization.slogan}
                </Text>
              ) : null}
            </Stack>
            {actions ? <div className={classes.actions}>{actions}</div> : null}
          </Group>
          <Text size="sm" c="dimmed" data-testid="organization-figures">
            {organizationFigures(organization).join(' · ')}
          </Text>
          <Contact organization={organization} />
        </Stack>
      </Card>
      {editor}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="organization-about">
        <Title order={2} size="h4" id="organization-about" mb="xs">
          About
        </Title>
        {profile.about ? (
          <Text style={{ whiteSpace: 'pre-line' }} component="div" className={classes.wrap}>
            {profile.about}
          </Text>
        ) : (
          <Text c="dimmed" size="sm">
            {organization.name} has not written about itself yet.
          </Text>
        )}
      </Card>
      {children}
    </Stack>
  );
}

function Contact({ organization }: { organization: OrganizationDetailsFragment }) {
  if (!organization.websiteUrl && !organization.email) return null;
  return (
    <Group gap="lg" wrap="wrap">
      {organization.websiteUrl ? (
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconWorld size={16} aria-hidden />
          <Text size="sm" component="a" href={organization.websiteUrl} rel="noopener noreferrer nofollow" target="_blank" c="koinonia.8" td="underline" className={classes.wrap}>
            {organization.websiteUrl.replace(/^https:\/\//, '').replace(/\/$/, '')}
            <span className="visually-hidden"> (website, opens in a new tab)</span>
          </Text>
        </Group>
      ) : null}
      {organization.email ? (
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconMail size={16} aria-hidden />
          <Text size="sm" component="a" href={`mailto:${organization.email}`} c="koinonia.8" td="underline" className={classes.wrap}>
            {organization.email}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}


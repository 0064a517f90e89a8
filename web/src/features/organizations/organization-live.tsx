import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group } from '@mantine/core';
import { IconPencil, IconReceipt } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { OrganizationBySlugDocument, type OrganizationDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import type { OrganizationPageData } from './load-organization.ts';
import { FollowButton } from './follow-button.tsx';
import { OrganizationForm } from './organization-form.tsx';
import { useIsOrganizationAdmin } from './organization-people.tsx';

/**
 * The organization page's Apollo half, downloaded with Apollo Client after the page has hydrated
 * from its loader's data (organization-page.tsx): the cache's copy of the organization, and what
 * the signed-in viewer may do (follow it; its admins edit it and manage its people).
 */

/** Hands the loader's data to Apollo's cache as the client is created (`DataLayer.prime`). */
export function writeOrganizationToCache(client: ApolloClient, { slug, organization }: OrganizationPageData): void {
  client.writeQuery({ query: OrganizationBySlugDocument, variables: { slug }, data: { __typename: 'Query', organization } });
}

/** Watches the organization in Apollo's cache (refreshed from the network, and after an edit) and reports it to the page. */
export function OrganizationWatcher({ slug, onOrganization }: { slug: string; onOrganization: (organization: OrganizationDetailsFragment) => void }) {
  const query = useQuery(OrganizationBySlugDocument, { variables: { slug } });
  const organization = query.dataState === 'complete' ? query.data.organization : undefined;
  useEffect(() => {
    if (organization) onOrganization(organization);
  }, [organization, onOrganization]);
  return null;
}

/** Beside the name: Follow, and for its admins their badge, Edit, and its promo codes and payments. */
export function OrganizationViewerActions({
  organization,
  viewerId,
  editing,
  onEdit,
}: {
  organization: OrganizationDetailsFragment;
  viewerId: string;
  editing: boolean;
  onEdit: () => void;
}) {
  const isAdmin = useIsOrganizationAdmin(organization.id, viewerId);
  return (
    <Group gap="xs" wrap="wrap">
      {isAdmin ? (
        <Badge variant="light" color="koinonia" size="lg">
          Admin
        </Badge>
      ) : null}
      {isAdmin && !editing ? (
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit organization
        </Button>
      ) : null}
      {isAdmin ? (
        <ButtonLink to="/organizations/$slug/billing" params={{ slug: organization.slug }} variant="default" leftSection={<IconReceipt size={16} aria-hidden />}>
          Payments<span className="visually-hidden"> and promo codes of {organization.name}</span>
        </ButtonLink>
      ) : null}
      <FollowButton organization={organization} />
    </Group>
  );
}

/** The edit form, for its admins while editing. */
export function OrganizationEditor({
  organization,
  viewerId,
  onDone,
}: {
  organization: OrganizationDetailsFragment;
  viewerId: string;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const isAdmin = useIsOrganizationAdmin(organization.id, viewerId);
  if (!isAdmin) return null;
  return (
    <OrganizationForm
      organization={organization}
      onSaved={(saved) => {
        toastSuccess(`${saved.name} is saved.`, 'Saved');
        onDone();
        // A new page address: the page follows it (the old one no longer answers).
        if (saved.slug !== organization.slug) void navigate({ to: '/o/$slug', params: { slug: saved.slug }, replace: true });
      }}
      onCancel={onDone}
    />
  );
}

export { OrganizationPeople } from './organization-people.tsx';

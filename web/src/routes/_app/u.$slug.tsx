import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import { routeHead } from '../../app/route-head.ts';
import { PublicProfilePage } from '../../features/profile/public-profile-page.tsx';
import { displayName } from '../../lib/format/names.ts';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';

export const Route = createFileRoute('/_app/u/$slug')({
  loader: async ({ context, params }) => {
    const apollo = await context.data.client();
    const { data, error } = await apollo.query({ query: UserProfileDocument, variables: { slug: params.slug } });
    const person = data?.userProfile;
    if (person) return { firstName: person.firstName, lastName: person.lastName, slug: person.slug, about: person.profile.about };
    if (error && !CombinedGraphQLErrors.is(error)) throw error;
    throw notFound();
  },
  head: ({ match, loaderData }) =>
    routeHead(
      '/u/$slug',
      match.pathname,
      loaderData
        ? {
            title: displayName(loaderData),
            description: loaderData.about?.slice(0, 200) || `${displayName(loaderData)} is a member of Koinonia, the professional network for the ministry world.`,
            type: 'profile',
            profile: { firstName: loaderData.firstName, lastName: loaderData.lastName, username: loaderData.slug },
          }
        : undefined,
    ),
  notFoundComponent: () => <NotFoundPage what="member" />,
  component: function PublicProfileRoute() {
    const { slug } = Route.useParams();
    return <PublicProfilePage slug={slug} />;
  },
});

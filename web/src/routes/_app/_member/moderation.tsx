import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { optionalText } from '../../../app/search-params.ts';
import { ModerationPage } from '../../../features/moderation/moderation-page.tsx';
import type { ModerationSearch } from '../../../features/moderation/moderation-rules.ts';

export const Route = createFileRoute('/_app/_member/moderation')({
  validateSearch: (search: Record<string, unknown>): ModerationSearch => ({ status: optionalText(search, 'status'), type: optionalText(search, 'type') }),
  head: ({ match }) => routeHead('/moderation', match),
  component: function ModerationRoute() {
    return <ModerationPage search={Route.useSearch()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { IconBriefcase } from '@tabler/icons-react';
import { routeHead } from '../../../app/route-head.ts';
import { ComingSoon } from '../../../lib/ui/coming-soon.tsx';

export const Route = createFileRoute('/_app/_member/jobs')({
  head: ({ match }) => routeHead('/jobs', match),
  component: function JobsPage() {
    return (
      <ComingSoon
        title="Jobs"
        description="Find ministry job opportunities and apply, with an optional video."
        icon={<IconBriefcase aria-hidden />}
      />
    );
  },
});

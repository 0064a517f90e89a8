import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { GroupForm } from './group-form.tsx';

/** Create a group (/groups/new): the creator becomes its admin and lands on its page. */
export function CreateGroupPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create a group" description="You will be its admin: you accept members, invite people and choose what the group shares." />
      <GroupForm
        onSaved={(group) => {
          toastSuccess(`${group.name} is ready. Invite people to join.`, 'Group created');
          void navigate({ to: '/g/$slug', params: { slug: group.slug } });
        }}
        onCancel={() => void navigate({ to: '/groups' })}
      />
    </>
  );
}

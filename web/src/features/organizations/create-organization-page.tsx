import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { OrganizationForm } from './organization-form.tsx';

/** Create an organization (/organizations/new): the creator becomes its admin and lands on its page. */
export function CreateOrganizationPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create an organization" description="Give your church or ministry its page. You will be its admin, and can add others." />
      <OrganizationForm
        onSaved={(organization) => {
          toastSuccess(`${organization.name} has its page now.`, 'Organization created');
          void navigate({ to: '/o/$slug', params: { slug: organization.slug } });
        }}
        onCancel={() => void navigate({ to: '/organizations' })}
      />
    </>
  );
}

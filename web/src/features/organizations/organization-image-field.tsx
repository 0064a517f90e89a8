import {
  ConfirmOrganizationUploadDocument,
  DeleteOrganizationFileDocument,
  OrganizationUploadSlotDocument,
  type OrganizationFilePurpose,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { ImageUploadField } from '../media/image-upload-field.tsx';
import { profileFileRules, type ProfileFileRule } from '../profile/profile-file-rules.ts';

// orgs-jobs' limits (kit's organization image purpose: images of at most 10 MB).
const RULES: Record<OrganizationFilePurpose, ProfileFileRule> = {
  ORGANIZATION_IMAGE: { ...profileFileRules.PROFILE_IMAGE, label: 'Organization image' },
  ORGANIZATION_BACKGROUND: { ...profileFileRules.PROFILE_BACKGROUND, label: 'Background image' },
};

/** The organization's logo or banner in its edit form, for its admins; the page shows it once confirmed. */
export function OrganizationImageField({ organizationId, purpose, currentUrl }: { organizationId: string; purpose: OrganizationFilePurpose; currentUrl: string | null }) {
  const [requestSlot] = useDataMutation(OrganizationUploadSlotDocument);
  const [confirm] = useDataMutation(ConfirmOrganizationUploadDocument);
  const [remove, { loading: removing }] = useDataMutation(DeleteOrganizationFileDocument);
  const logo = purpose === 'ORGANIZATION_IMAGE';
  return (
    <ImageUploadField
      title={logo ? 'Logo' : 'Banner'}
      noun={logo ? 'logo' : 'banner'}
      shape={logo ? 'square' : 'banner'}
      advice={logo ? 'A square image works best.' : 'A wide image behind your name.'}
      rule={RULES[purpose]}
      currentUrl={currentUrl}
      destination={{
        requestSlot: async (file) => {
          const { data, error } = await requestSlot({ variables: { organizationId, purpose, size: file.size, fileName: file.name } });
          return { data: data?.organizationUploadSlot, error };
        },
        confirm: (slotId) => confirm({ variables: { slotId } }),
        remove: () => remove({ variables: { organizationId, purpose } }),
        removing,
      }}
    />
  );
}

import {
  ConfirmGroupUploadDocument,
  DeleteGroupFileDocument,
  GroupUploadSlotDocument,
  type GroupFilePurpose,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { ImageUploadField } from '../media/image-upload-field.tsx';
import { profileFileRules, type ProfileFileRule } from '../profile/profile-file-rules.ts';

// The same limits as a profile's images (community's media purposes: images of at most 10 MB).
const RULES: Record<GroupFilePurpose, ProfileFileRule> = {
  GROUP_IMAGE: { ...profileFileRules.PROFILE_IMAGE, label: 'Group image' },
  GROUP_BACKGROUND: { ...profileFileRules.PROFILE_BACKGROUND, label: 'Background image' },
};

/** One of a group's images on its Manage tab, for its admins; the group's header shows it once confirmed. */
export function GroupImageField({ groupId, purpose, currentUrl }: { groupId: string; purpose: GroupFilePurpose; currentUrl: string | null }) {
  const [requestSlot] = useDataMutation(GroupUploadSlotDocument);
  const [confirm] = useDataMutation(ConfirmGroupUploadDocument);
  const [remove, { loading: removing }] = useDataMutation(DeleteGroupFileDocument);
  const rule = RULES[purpose];
  return (
    <ImageUploadField
      title={rule.label}
      noun={purpose === 'GROUP_IMAGE' ? 'group image' : 'background image'}
      shape={purpose === 'GROUP_IMAGE' ? 'square' : 'banner'}
      rule={rule}
      currentUrl={currentUrl}
      destination={{
        requestSlot: async (file) => {
          const { data, error } = await requestSlot({ variables: { groupId, purpose, size: file.size, fileName: file.name } });
          return { data: data?.groupUploadSlot, error };
        },
        confirm: (slotId) => confirm({ variables: { slotId } }),
        remove: () => remove({ variables: { groupId, purpose } }),
        removing,
      }}
    />
  );
}

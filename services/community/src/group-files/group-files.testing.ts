import { graphql } from '../__generated__/documents/index.ts';

export const GROUP_UPLOAD_SLOT = graphql(`
  mutation GroupUploadSlot($groupId: ID!, $purpose: GroupFilePurpose!, $size: Int!, $fileName: String) {
    groupUploadSlot(groupId: $groupId, purpose: $purpose, size: $size, fileName: $fileName) {
      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt
    }
  }
`);

export const CONFIRM_GROUP_UPLOAD = graphql(`
  mutation ConfirmGroupUpload($slotId: ID!) {
    confirmGroupUpload(slotId: $slotId) {
      id profileImageUrl backgroundImageUrl
      profileImage { id contentType width height fileName url cardUrl avatarUrl }
      backgroundImage { id url }
    }
  }
`);

export const DELETE_GROUP_FILE = graphql(`
  mutation DeleteGroupFile($groupId: ID!, $purpose: GroupFilePurpose!) {
    deleteGroupFile(groupId: $groupId, purpose: $purpose) { id profileImageUrl backgroundImageUrl profileImage { id } }
  }
`);

export const GROUP_IMAGES = graphql(`
  query GroupImages($slug: String!) {
    group(slug: $slug) { id profileImageUrl backgroundImageUrl profileImage { id avatarUrl } }
  }
`);

export { png, putBytes } from '@koinonia/kit/testing';

import { graphql } from '../__generated__/documents/index.ts';

export const ORGANIZATION_UPLOAD_SLOT = graphql(`
  mutation OrganizationUploadSlot($organizationId: ID!, $purpose: OrganizationFilePurpose!, $size: Int!, $fileName: String) {
    organizationUploadSlot(organizationId: $organizationId, purpose: $purpose, size: $size, fileName: $fileName) {
      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt
    }
  }
`);

export const CONFIRM_ORGANIZATION_UPLOAD = graphql(`
  mutation ConfirmOrganizationUpload($slotId: ID!) {
    confirmOrganizationUpload(slotId: $slotId) {
      id
      profile {
        profileImageUrl backgroundImageUrl
        profileImage { id contentType width height fileName url cardUrl avatarUrl }
        backgroundImage { id url }
      }
    }
  }
`);

export const DELETE_ORGANIZATION_FILE = graphql(`
  mutation DeleteOrganizationFile($organizationId: ID!, $purpose: OrganizationFilePurpose!) {
    deleteOrganizationFile(organizationId: $organizationId, purpose: $purpose) {
      id profile { profileImageUrl backgroundImageUrl profileImage { id } }
    }
  }
`);

export const ORGANIZATION_IMAGES = graphql(`
  query OrganizationImages($slug: String!) {
    organization(slug: $slug) { id profile { profileImageUrl backgroundImageUrl profileImage { id avatarUrl } } }
  }
`);

export { png, putBytes } from '@koinonia/kit/testing';

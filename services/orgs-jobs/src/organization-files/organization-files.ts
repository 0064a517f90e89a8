import type { OrganizationFilePurpose } from '../__generated__/resolvers.ts';
import type { Organization } from '../organizations/organization.entity.ts';

export const organizationFilePurposes = ['ORGANIZATION_IMAGE', 'ORGANIZATION_BACKGROUND'] as const satisfies readonly OrganizationFilePurpose[];

/** The organization columns of each purpose: the uploaded file, and the link it takes the place of. */
export const fileColumns = {
  ORGANIZATION_IMAGE: { file: 'profileImageId', link: 'profileImageUrl' },
  ORGANIZATION_BACKGROUND: { file: 'backgroundImageId', link: 'backgroundImageUrl' },
} as const satisfies Record<OrganizationFilePurpose, { file: keyof Organization; link: keyof Organization }>;

export const isOrganizationFilePurpose = (purpose: string): purpose is OrganizationFilePurpose => Object.hasOwn(fileColumns, purpose);

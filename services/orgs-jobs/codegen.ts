import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  mappers: {
    Organization: './organizations/organization.entity.ts#Organization',
    OrganizationProfile: './organizations/organization.entity.ts#OrganizationProfile',
    OrganizationPage: './organizations/organization.repository.ts#OrganizationPage',
    ProfileStats: './stats/stats.queries.ts#ProfileStatsRef',
  },
});

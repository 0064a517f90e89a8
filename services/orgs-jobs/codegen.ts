import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  media: true,
  mappers: {
    Organization: './organizations/organization.entity.ts#Organization',
    OrganizationProfile: './organizations/organization.entity.ts#OrganizationProfile',
    OrganizationPage: './organizations/organization.repository.ts#OrganizationPage',
    Address: './organizations/organization.entity.ts#Address',
    User: '@koinonia/kit#UserReference',
    FollowerPage: './follows/follow.repository.ts#FollowerPage',
    ProfileStats: './stats/stats.queries.ts#ProfileStatsRef',
    Dashboard: './stats/stats.queries.ts#DashboardRef',
    Opportunity: './opportunities/opportunity.entity.ts#Opportunity',
    OpportunityPage: './opportunities/opportunity.repository.ts#OpportunityPage',
    Application: './applications/application.entity.ts#Application',
    ApplicationPage: './applications/application.repository.ts#ApplicationPage',
    OpenToCall: './candidates/open-to-call.entity.ts#OpenToCall',
    OpenToCallPage: './candidates/candidates.repository.ts#OpenToCallPage',
    Payment: './payments/payment.repository.ts#PaymentRow',
    PaymentPage: './payments/payment.repository.ts#PaymentPage',
    PromoCode: './promo-codes/promo-code.entity.ts#PromoCode',
  },
});

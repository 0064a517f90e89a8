/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ApplicationVideoUploadSlot($opportunityId: ID!, $size: Int!, $fileName: String) {\n    applicationVideoUploadSlot(opportunityId: $opportunityId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": typeof types.ApplicationVideoUploadSlotDocument,
    "\n  mutation ConfirmApplicationVideoUpload($slotId: ID!) {\n    confirmApplicationVideoUpload(slotId: $slotId) { id contentType size fileName url }\n  }\n": typeof types.ConfirmApplicationVideoUploadDocument,
    "\n  mutation ApplyWithVideo($opportunityId: ID!, $videoFileId: ID, $message: String) {\n    application(opportunityId: $opportunityId, videoFileId: $videoFileId, message: $message, mutationType: ADD) {\n      id userVideoUrl video { id contentType url }\n    }\n  }\n": typeof types.ApplyWithVideoDocument,
    "\n  query MyApplicationVideos {\n    userApplications { results { id opportunityId userVideoUrl video { id url } } }\n  }\n": typeof types.MyApplicationVideosDocument,
    "\n  query ApplicantVideos($opportunityId: ID!) {\n    organizationApplications(opportunityId: $opportunityId) { results { id userId userVideoUrl video { id url } } }\n  }\n": typeof types.ApplicantVideosDocument,
    "\n  query UserApplications($cursor: String, $search: String, $first: Int) {\n    userApplications(cursor: $cursor, search: $search, first: $first) { results { id status isOpportunityClosed } hasNextPage cursor }\n  }\n": typeof types.UserApplicationsDocument,
    "\n  query OrganizationApplications($opportunityId: ID!, $cursor: String, $search: String) {\n    organizationApplications(opportunityId: $opportunityId, cursor: $cursor, search: $search) { results { id userId status message } hasNextPage }\n  }\n": typeof types.OrganizationApplicationsDocument,
    "query OpportunityApplications($id: ID!) { opportunity(id: $id) { applications { results { id } } } }": typeof types.OpportunityApplicationsDocument,
    "\n  mutation Application($id: ID, $userId: ID, $opportunityId: ID, $videoId: ID, $userVideoUrl: String, $status: ApplicationStatus,\n    $message: String, $mutationType: MutationType!) {\n    application(id: $id, userId: $userId, opportunityId: $opportunityId, videoId: $videoId, userVideoUrl: $userVideoUrl,\n      status: $status, message: $message, mutationType: $mutationType) {\n      id opportunityId userId user { id } status message videoId userVideoUrl isOpportunityClosed opportunity { id jobTitle }\n    }\n  }\n": typeof types.ApplicationDocument,
    "\n  mutation OpenToCall($isOpen: Boolean!, $note: String, $denomination: String, $workplace: Workplace) {\n    openToCall(isOpen: $isOpen, note: $note, denomination: $denomination, workplace: $workplace) { userId user { id } note denomination workplace }\n  }\n": typeof types.OpenToCallDocument,
    "\n  query OpenToCallOnUsers($r: [_Any!]!) { _entities(representations: $r) { ... on User { id openToCall { note denomination } } } }\n": typeof types.OpenToCallOnUsersDocument,
    "\n  query OpenToCallCandidates($denomination: String, $workplace: Workplace, $cursor: String, $first: Int) {\n    openToCallCandidates(denomination: $denomination, workplace: $workplace, cursor: $cursor, first: $first) { results { userId } hasNextPage cursor }\n  }\n": typeof types.OpenToCallCandidatesDocument,
    "\n  mutation Follow($organizationId: ID, $mutationType: MutationType!) {\n    follow(organizationId: $organizationId, mutationType: $mutationType) { id followersCount }\n  }\n": typeof types.FollowDocument,
    "query Following($organizationId: ID!, $userId: ID) { following(organizationId: $organizationId, userId: $userId) }": typeof types.FollowingDocument,
    "\n  query Followings($cursor: String, $first: Int) { followings(cursor: $cursor, first: $first) { results { id name } hasNextPage cursor } }\n": typeof types.FollowingsDocument,
    "\n  query Followers($slug: String!, $cursor: String, $first: Int) {\n    followers(slug: $slug, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n": typeof types.FollowersDocument,
    "query FollowedOrganization($id: ID) { organization(id: $id) { followersCount } }": typeof types.FollowedOrganizationDocument,
    "\n  query JobBoardGuarded($search: String, $denomination: String, $first: Int) {\n    jobOpportunities(search: $search, denomination: $denomination, first: $first) { results { id } }\n  }\n": typeof types.JobBoardGuardedDocument,
    "query OpportunityOne($id: ID!) { opportunity(id: $id) { id status feeDue promoCode organization { id } } }": typeof types.OpportunityOneDocument,
    "\n  query JobBoard($search: String, $opportunityType: OpportunityType, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $cursor: String, $first: Int) {\n    jobOpportunities(search: $search, opportunityType: $opportunityType, denomination: $denomination,\n      ordinationRequired: $ordinationRequired, bivocational: $bivocational, housingProvided: $housingProvided,\n      workplace: $workplace, cursor: $cursor, first: $first) { results { id jobTitle } hasNextPage cursor }\n  }\n": typeof types.JobBoardDocument,
    "\n  query OrganizationJobs($slug: String!, $cursor: String, $first: Int) {\n    organizationOpportunities(slug: $slug, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n": typeof types.OrganizationJobsDocument,
    "\n  query MyOrganizationsJobs($opportunityType: OpportunityType, $search: String, $cursor: String) {\n    myOrganizationsOpportunities(opportunityType: $opportunityType, search: $search, cursor: $cursor) { results { id status } hasNextPage }\n  }\n": typeof types.MyOrganizationsJobsDocument,
    "query RecentJobs($first: Int) { recentlyPostedJobOpportunities(first: $first) { id } }": typeof types.RecentJobsDocument,
    "query OrganizationJobsCount($slug: String) { organization(slug: $slug) { opportunitiesCount } }": typeof types.OrganizationJobsCountDocument,
    "\n  query OpportunityReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Opportunity { id jobTitle } ... on Organization { id opportunitiesCount } } }\n": typeof types.OpportunityReferencesDocument,
    "\n      query JobBoardPage($search: String) { jobOpportunities(search: $search, first: 50) { results { id status feeDue organization { id name } } } }\n    ": typeof types.JobBoardPageDocument,
    "\n  mutation Opportunity($id: ID, $type: OpportunityType, $status: OpportunityStatus, $organizationId: ID, $jobTitle: String,\n    $description: String, $requirements: String, $benefits: String, $salaryStartRange: Float, $salaryEndRange: Float,\n    $contractRate: Float, $contractPayPer: ContractPayPer, $deadline: DateTime, $videoId: ID, $jobPostFee: Float,\n    $promoCode: String, $unclaimedPostUrl: String, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $mutationType: MutationType!) {\n    opportunity(id: $id, type: $type, status: $status, organizationId: $organizationId, jobTitle: $jobTitle,\n      description: $description, requirements: $requirements, benefits: $benefits, salaryStartRange: $salaryStartRange,\n      salaryEndRange: $salaryEndRange, contractRate: $contractRate, contractPayPer: $contractPayPer, deadline: $deadline,\n      videoId: $videoId, jobPostFee: $jobPostFee, promoCode: $promoCode, unclaimedPostUrl: $unclaimedPostUrl,\n      denomination: $denomination, ordinationRequired: $ordinationRequired, bivocational: $bivocational,\n      housingProvided: $housingProvided, workplace: $workplace, mutationType: $mutationType) {\n      id type status organizationId jobTitle description requirements benefits salaryStartRange salaryEndRange\n      contractRate contractPayPer deadline videoId jobPostFee feeDue promoCode unclaimedPostUrl denomination\n      ordinationRequired bivocational housingProvided workplace publishedAt closedAt\n    }\n  }\n": typeof types.OpportunityDocument,
    "\n  mutation OrganizationUploadSlot($organizationId: ID!, $purpose: OrganizationFilePurpose!, $size: Int!, $fileName: String) {\n    organizationUploadSlot(organizationId: $organizationId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": typeof types.OrganizationUploadSlotDocument,
    "\n  mutation ConfirmOrganizationUpload($slotId: ID!) {\n    confirmOrganizationUpload(slotId: $slotId) {\n      id\n      profile {\n        profileImageUrl backgroundImageUrl\n        profileImage { id contentType width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n      }\n    }\n  }\n": typeof types.ConfirmOrganizationUploadDocument,
    "\n  mutation DeleteOrganizationFile($organizationId: ID!, $purpose: OrganizationFilePurpose!) {\n    deleteOrganizationFile(organizationId: $organizationId, purpose: $purpose) {\n      id profile { profileImageUrl backgroundImageUrl profileImage { id } }\n    }\n  }\n": typeof types.DeleteOrganizationFileDocument,
    "\n  query OrganizationImages($slug: String!) {\n    organization(slug: $slug) { id profile { profileImageUrl backgroundImageUrl profileImage { id avatarUrl } } }\n  }\n": typeof types.OrganizationImagesDocument,
    "\n  mutation OrganizationDetails($id: ID, $slug: String, $name: String, $type: String, $addresses: [AddressInput!], $priority: Int,\n    $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, addresses: $addresses, priority: $priority, mutationType: $mutationType) {\n      id priority\n      addresses { id street location { country city state zipcode } latitude longitude }\n    }\n  }\n": typeof types.OrganizationDetailsDocument,
    "\n  mutation UpdateOrganizationsStatus($organizationIds: [ID!]!, $status: OrganizationStatus!) {\n    updateOrganizationsStatus(organizationIds: $organizationIds, status: $status) { id status }\n  }\n": typeof types.UpdateOrganizationsStatusDocument,
    "query FoundingCircle { foundingCircleOrganizations { id priority } }": typeof types.FoundingCircleDocument,
    "\n    query OrganizationCounts($search: String) {\n      organizations(search: $search) { results { id followersCount peopleCount studentsCount addresses { street } } }\n    }\n  ": typeof types.OrganizationCountsDocument,
    "query OrganizationStatusLookup($id: ID, $s: String) {\n    organization(id: $id) { id status }\n    organizations(search: $s) { results { id } }\n  }": typeof types.OrganizationStatusLookupDocument,
    "\n  mutation UpdateUsersOrganizationRole($userIds: [ID!]!, $action: OrganizationRoleAction!, $organizationId: ID!) {\n    updateUsersOrganizationRole(userIds: $userIds, action: $action, organizationId: $organizationId) { id peopleCount studentsCount }\n  }\n": typeof types.UpdateUsersOrganizationRoleDocument,
    "\n  query OrganizationPeopleLists($id: ID!, $search: String) {\n    organizationAdmins(id: $id) { id }\n    organizationNonAdmins(id: $id, search: $search) { id }\n  }\n": typeof types.OrganizationPeopleListsDocument,
    "query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }": typeof types.OrganizationAfterDeleteDocument,
    "\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n": typeof types.OrganizationReferencesDocument,
    "\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  ": typeof types.OrganizationByDocument,
    "query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }": typeof types.OrganizationProfileDocument,
    "query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }": typeof types.OrganizationsListedDocument,
    "\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  ": typeof types.OrganizationsDocument,
    "\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  ": typeof types.MyOrganizationsDocument,
    "\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n": typeof types.OrganizationDocument,
    "\n  mutation PaymentMethod($organizationId: ID!, $redirectUrl: String!) {\n    paymentMethod(organizationId: $organizationId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n": typeof types.PaymentMethodDocument,
    "\n  query Payment($opportunityId: ID!) {\n    payment(opportunityId: $opportunityId) { id organizationId opportunityId receiptUrl amount status paidAt refundedAt }\n  }\n": typeof types.PaymentDocument,
    "\n  query OrganizationPayments($organizationId: ID!, $cursor: String, $first: Int) {\n    organizationPayments(organizationId: $organizationId, cursor: $cursor, first: $first) {\n      results { id opportunityId receiptUrl amount status paidAt opportunity { id jobTitle } }\n      hasNextPage cursor\n    }\n  }\n": typeof types.OrganizationPaymentsDocument,
    "\n  mutation RefundPayment($opportunityId: ID!) {\n    refundPayment(opportunityId: $opportunityId) { id opportunityId receiptUrl amount status refundedAt }\n  }\n": typeof types.RefundPaymentDocument,
    "\n  mutation StripeConnectedAccount($groupId: ID!, $redirectUrl: String!) {\n    stripeConnectedAccount(groupId: $groupId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n": typeof types.StripeConnectedAccountDocument,
    "\n  mutation PromoCode($id: ID, $code: String, $entityType: PromoCodeEntityType, $entityId: ID, $discountType: DiscountType,\n    $price: Float, $percentage: Float, $expiry: DateTime, $useLimit: Int, $mutationType: MutationType!) {\n    promoCode(id: $id, code: $code, entityType: $entityType, entityId: $entityId, discountType: $discountType, price: $price,\n      percentage: $percentage, expiry: $expiry, useLimit: $useLimit, mutationType: $mutationType) {\n      id code entityType entityId discountType price percentage expiry useLimit usedCount\n    }\n  }\n": typeof types.PromoCodeDocument,
    "\n  mutation VerifyPromoCode($code: String!, $entityType: PromoCodeEntityType!, $entityId: ID!) {\n    verifyPromoCode(code: $code, entityType: $entityType, entityId: $entityId) { id code discountType price percentage usedCount useLimit }\n  }\n": typeof types.VerifyPromoCodeDocument,
    "\n  query PromoCodes($entityType: PromoCodeEntityType!, $entityId: ID) {\n    promoCodes(entityType: $entityType, entityId: $entityId) { id code entityId }\n  }\n": typeof types.PromoCodesDocument,
    "\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n": typeof types.OrgsJobsProfileStatsDocument,
    "\n  query OrgsJobsDashboard($r: [_Any!]!) {\n    _entities(representations: $r) { ... on Dashboard { userId openJobPostsCount myJobApplicationsCount } }\n  }\n": typeof types.OrgsJobsDashboardDocument,
};
const documents: Documents = {
    "\n  mutation ApplicationVideoUploadSlot($opportunityId: ID!, $size: Int!, $fileName: String) {\n    applicationVideoUploadSlot(opportunityId: $opportunityId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": types.ApplicationVideoUploadSlotDocument,
    "\n  mutation ConfirmApplicationVideoUpload($slotId: ID!) {\n    confirmApplicationVideoUpload(slotId: $slotId) { id contentType size fileName url }\n  }\n": types.ConfirmApplicationVideoUploadDocument,
    "\n  mutation ApplyWithVideo($opportunityId: ID!, $videoFileId: ID, $message: String) {\n    application(opportunityId: $opportunityId, videoFileId: $videoFileId, message: $message, mutationType: ADD) {\n      id userVideoUrl video { id contentType url }\n    }\n  }\n": types.ApplyWithVideoDocument,
    "\n  query MyApplicationVideos {\n    userApplications { results { id opportunityId userVideoUrl video { id url } } }\n  }\n": types.MyApplicationVideosDocument,
    "\n  query ApplicantVideos($opportunityId: ID!) {\n    organizationApplications(opportunityId: $opportunityId) { results { id userId userVideoUrl video { id url } } }\n  }\n": types.ApplicantVideosDocument,
    "\n  query UserApplications($cursor: String, $search: String, $first: Int) {\n    userApplications(cursor: $cursor, search: $search, first: $first) { results { id status isOpportunityClosed } hasNextPage cursor }\n  }\n": types.UserApplicationsDocument,
    "\n  query OrganizationApplications($opportunityId: ID!, $cursor: String, $search: String) {\n    organizationApplications(opportunityId: $opportunityId, cursor: $cursor, search: $search) { results { id userId status message } hasNextPage }\n  }\n": types.OrganizationApplicationsDocument,
    "query OpportunityApplications($id: ID!) { opportunity(id: $id) { applications { results { id } } } }": types.OpportunityApplicationsDocument,
    "\n  mutation Application($id: ID, $userId: ID, $opportunityId: ID, $videoId: ID, $userVideoUrl: String, $status: ApplicationStatus,\n    $message: String, $mutationType: MutationType!) {\n    application(id: $id, userId: $userId, opportunityId: $opportunityId, videoId: $videoId, userVideoUrl: $userVideoUrl,\n      status: $status, message: $message, mutationType: $mutationType) {\n      id opportunityId userId user { id } status message videoId userVideoUrl isOpportunityClosed opportunity { id jobTitle }\n    }\n  }\n": types.ApplicationDocument,
    "\n  mutation OpenToCall($isOpen: Boolean!, $note: String, $denomination: String, $workplace: Workplace) {\n    openToCall(isOpen: $isOpen, note: $note, denomination: $denomination, workplace: $workplace) { userId user { id } note denomination workplace }\n  }\n": types.OpenToCallDocument,
    "\n  query OpenToCallOnUsers($r: [_Any!]!) { _entities(representations: $r) { ... on User { id openToCall { note denomination } } } }\n": types.OpenToCallOnUsersDocument,
    "\n  query OpenToCallCandidates($denomination: String, $workplace: Workplace, $cursor: String, $first: Int) {\n    openToCallCandidates(denomination: $denomination, workplace: $workplace, cursor: $cursor, first: $first) { results { userId } hasNextPage cursor }\n  }\n": types.OpenToCallCandidatesDocument,
    "\n  mutation Follow($organizationId: ID, $mutationType: MutationType!) {\n    follow(organizationId: $organizationId, mutationType: $mutationType) { id followersCount }\n  }\n": types.FollowDocument,
    "query Following($organizationId: ID!, $userId: ID) { following(organizationId: $organizationId, userId: $userId) }": types.FollowingDocument,
    "\n  query Followings($cursor: String, $first: Int) { followings(cursor: $cursor, first: $first) { results { id name } hasNextPage cursor } }\n": types.FollowingsDocument,
    "\n  query Followers($slug: String!, $cursor: String, $first: Int) {\n    followers(slug: $slug, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n": types.FollowersDocument,
    "query FollowedOrganization($id: ID) { organization(id: $id) { followersCount } }": types.FollowedOrganizationDocument,
    "\n  query JobBoardGuarded($search: String, $denomination: String, $first: Int) {\n    jobOpportunities(search: $search, denomination: $denomination, first: $first) { results { id } }\n  }\n": types.JobBoardGuardedDocument,
    "query OpportunityOne($id: ID!) { opportunity(id: $id) { id status feeDue promoCode organization { id } } }": types.OpportunityOneDocument,
    "\n  query JobBoard($search: String, $opportunityType: OpportunityType, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $cursor: String, $first: Int) {\n    jobOpportunities(search: $search, opportunityType: $opportunityType, denomination: $denomination,\n      ordinationRequired: $ordinationRequired, bivocational: $bivocational, housingProvided: $housingProvided,\n      workplace: $workplace, cursor: $cursor, first: $first) { results { id jobTitle } hasNextPage cursor }\n  }\n": types.JobBoardDocument,
    "\n  query OrganizationJobs($slug: String!, $cursor: String, $first: Int) {\n    organizationOpportunities(slug: $slug, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n": types.OrganizationJobsDocument,
    "\n  query MyOrganizationsJobs($opportunityType: OpportunityType, $search: String, $cursor: String) {\n    myOrganizationsOpportunities(opportunityType: $opportunityType, search: $search, cursor: $cursor) { results { id status } hasNextPage }\n  }\n": types.MyOrganizationsJobsDocument,
    "query RecentJobs($first: Int) { recentlyPostedJobOpportunities(first: $first) { id } }": types.RecentJobsDocument,
    "query OrganizationJobsCount($slug: String) { organization(slug: $slug) { opportunitiesCount } }": types.OrganizationJobsCountDocument,
    "\n  query OpportunityReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Opportunity { id jobTitle } ... on Organization { id opportunitiesCount } } }\n": types.OpportunityReferencesDocument,
    "\n      query JobBoardPage($search: String) { jobOpportunities(search: $search, first: 50) { results { id status feeDue organization { id name } } } }\n    ": types.JobBoardPageDocument,
    "\n  mutation Opportunity($id: ID, $type: OpportunityType, $status: OpportunityStatus, $organizationId: ID, $jobTitle: String,\n    $description: String, $requirements: String, $benefits: String, $salaryStartRange: Float, $salaryEndRange: Float,\n    $contractRate: Float, $contractPayPer: ContractPayPer, $deadline: DateTime, $videoId: ID, $jobPostFee: Float,\n    $promoCode: String, $unclaimedPostUrl: String, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $mutationType: MutationType!) {\n    opportunity(id: $id, type: $type, status: $status, organizationId: $organizationId, jobTitle: $jobTitle,\n      description: $description, requirements: $requirements, benefits: $benefits, salaryStartRange: $salaryStartRange,\n      salaryEndRange: $salaryEndRange, contractRate: $contractRate, contractPayPer: $contractPayPer, deadline: $deadline,\n      videoId: $videoId, jobPostFee: $jobPostFee, promoCode: $promoCode, unclaimedPostUrl: $unclaimedPostUrl,\n      denomination: $denomination, ordinationRequired: $ordinationRequired, bivocational: $bivocational,\n      housingProvided: $housingProvided, workplace: $workplace, mutationType: $mutationType) {\n      id type status organizationId jobTitle description requirements benefits salaryStartRange salaryEndRange\n      contractRate contractPayPer deadline videoId jobPostFee feeDue promoCode unclaimedPostUrl denomination\n      ordinationRequired bivocational housingProvided workplace publishedAt closedAt\n    }\n  }\n": types.OpportunityDocument,
    "\n  mutation OrganizationUploadSlot($organizationId: ID!, $purpose: OrganizationFilePurpose!, $size: Int!, $fileName: String) {\n    organizationUploadSlot(organizationId: $organizationId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": types.OrganizationUploadSlotDocument,
    "\n  mutation ConfirmOrganizationUpload($slotId: ID!) {\n    confirmOrganizationUpload(slotId: $slotId) {\n      id\n      profile {\n        profileImageUrl backgroundImageUrl\n        profileImage { id contentType width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n      }\n    }\n  }\n": types.ConfirmOrganizationUploadDocument,
    "\n  mutation DeleteOrganizationFile($organizationId: ID!, $purpose: OrganizationFilePurpose!) {\n    deleteOrganizationFile(organizationId: $organizationId, purpose: $purpose) {\n      id profile { profileImageUrl backgroundImageUrl profileImage { id } }\n    }\n  }\n": types.DeleteOrganizationFileDocument,
    "\n  query OrganizationImages($slug: String!) {\n    organization(slug: $slug) { id profile { profileImageUrl backgroundImageUrl profileImage { id avatarUrl } } }\n  }\n": types.OrganizationImagesDocument,
    "\n  mutation OrganizationDetails($id: ID, $slug: String, $name: String, $type: String, $addresses: [AddressInput!], $priority: Int,\n    $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, addresses: $addresses, priority: $priority, mutationType: $mutationType) {\n      id priority\n      addresses { id street location { country city state zipcode } latitude longitude }\n    }\n  }\n": types.OrganizationDetailsDocument,
    "\n  mutation UpdateOrganizationsStatus($organizationIds: [ID!]!, $status: OrganizationStatus!) {\n    updateOrganizationsStatus(organizationIds: $organizationIds, status: $status) { id status }\n  }\n": types.UpdateOrganizationsStatusDocument,
    "query FoundingCircle { foundingCircleOrganizations { id priority } }": types.FoundingCircleDocument,
    "\n    query OrganizationCounts($search: String) {\n      organizations(search: $search) { results { id followersCount peopleCount studentsCount addresses { street } } }\n    }\n  ": types.OrganizationCountsDocument,
    "query OrganizationStatusLookup($id: ID, $s: String) {\n    organization(id: $id) { id status }\n    organizations(search: $s) { results { id } }\n  }": types.OrganizationStatusLookupDocument,
    "\n  mutation UpdateUsersOrganizationRole($userIds: [ID!]!, $action: OrganizationRoleAction!, $organizationId: ID!) {\n    updateUsersOrganizationRole(userIds: $userIds, action: $action, organizationId: $organizationId) { id peopleCount studentsCount }\n  }\n": types.UpdateUsersOrganizationRoleDocument,
    "\n  query OrganizationPeopleLists($id: ID!, $search: String) {\n    organizationAdmins(id: $id) { id }\n    organizationNonAdmins(id: $id, search: $search) { id }\n  }\n": types.OrganizationPeopleListsDocument,
    "query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }": types.OrganizationAfterDeleteDocument,
    "\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n": types.OrganizationReferencesDocument,
    "\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  ": types.OrganizationByDocument,
    "query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }": types.OrganizationProfileDocument,
    "query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }": types.OrganizationsListedDocument,
    "\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  ": types.OrganizationsDocument,
    "\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  ": types.MyOrganizationsDocument,
    "\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n": types.OrganizationDocument,
    "\n  mutation PaymentMethod($organizationId: ID!, $redirectUrl: String!) {\n    paymentMethod(organizationId: $organizationId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n": types.PaymentMethodDocument,
    "\n  query Payment($opportunityId: ID!) {\n    payment(opportunityId: $opportunityId) { id organizationId opportunityId receiptUrl amount status paidAt refundedAt }\n  }\n": types.PaymentDocument,
    "\n  query OrganizationPayments($organizationId: ID!, $cursor: String, $first: Int) {\n    organizationPayments(organizationId: $organizationId, cursor: $cursor, first: $first) {\n      results { id opportunityId receiptUrl amount status paidAt opportunity { id jobTitle } }\n      hasNextPage cursor\n    }\n  }\n": types.OrganizationPaymentsDocument,
    "\n  mutation RefundPayment($opportunityId: ID!) {\n    refundPayment(opportunityId: $opportunityId) { id opportunityId receiptUrl amount status refundedAt }\n  }\n": types.RefundPaymentDocument,
    "\n  mutation StripeConnectedAccount($groupId: ID!, $redirectUrl: String!) {\n    stripeConnectedAccount(groupId: $groupId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n": types.StripeConnectedAccountDocument,
    "\n  mutation PromoCode($id: ID, $code: String, $entityType: PromoCodeEntityType, $entityId: ID, $discountType: DiscountType,\n    $price: Float, $percentage: Float, $expiry: DateTime, $useLimit: Int, $mutationType: MutationType!) {\n    promoCode(id: $id, code: $code, entityType: $entityType, entityId: $entityId, discountType: $discountType, price: $price,\n      percentage: $percentage, expiry: $expiry, useLimit: $useLimit, mutationType: $mutationType) {\n      id code entityType entityId discountType price percentage expiry useLimit usedCount\n    }\n  }\n": types.PromoCodeDocument,
    "\n  mutation VerifyPromoCode($code: String!, $entityType: PromoCodeEntityType!, $entityId: ID!) {\n    verifyPromoCode(code: $code, entityType: $entityType, entityId: $entityId) { id code discountType price percentage usedCount useLimit }\n  }\n": types.VerifyPromoCodeDocument,
    "\n  query PromoCodes($entityType: PromoCodeEntityType!, $entityId: ID) {\n    promoCodes(entityType: $entityType, entityId: $entityId) { id code entityId }\n  }\n": types.PromoCodesDocument,
    "\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n": types.OrgsJobsProfileStatsDocument,
    "\n  query OrgsJobsDashboard($r: [_Any!]!) {\n    _entities(representations: $r) { ... on Dashboard { userId openJobPostsCount myJobApplicationsCount } }\n  }\n": types.OrgsJobsDashboardDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationVideoUploadSlot($opportunityId: ID!, $size: Int!, $fileName: String) {\n    applicationVideoUploadSlot(opportunityId: $opportunityId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationVideoUploadSlot($opportunityId: ID!, $size: Int!, $fileName: String) {\n    applicationVideoUploadSlot(opportunityId: $opportunityId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmApplicationVideoUpload($slotId: ID!) {\n    confirmApplicationVideoUpload(slotId: $slotId) { id contentType size fileName url }\n  }\n"): (typeof documents)["\n  mutation ConfirmApplicationVideoUpload($slotId: ID!) {\n    confirmApplicationVideoUpload(slotId: $slotId) { id contentType size fileName url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyWithVideo($opportunityId: ID!, $videoFileId: ID, $message: String) {\n    application(opportunityId: $opportunityId, videoFileId: $videoFileId, message: $message, mutationType: ADD) {\n      id userVideoUrl video { id contentType url }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyWithVideo($opportunityId: ID!, $videoFileId: ID, $message: String) {\n    application(opportunityId: $opportunityId, videoFileId: $videoFileId, message: $message, mutationType: ADD) {\n      id userVideoUrl video { id contentType url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplicationVideos {\n    userApplications { results { id opportunityId userVideoUrl video { id url } } }\n  }\n"): (typeof documents)["\n  query MyApplicationVideos {\n    userApplications { results { id opportunityId userVideoUrl video { id url } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicantVideos($opportunityId: ID!) {\n    organizationApplications(opportunityId: $opportunityId) { results { id userId userVideoUrl video { id url } } }\n  }\n"): (typeof documents)["\n  query ApplicantVideos($opportunityId: ID!) {\n    organizationApplications(opportunityId: $opportunityId) { results { id userId userVideoUrl video { id url } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserApplications($cursor: String, $search: String, $first: Int) {\n    userApplications(cursor: $cursor, search: $search, first: $first) { results { id status isOpportunityClosed } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query UserApplications($cursor: String, $search: String, $first: Int) {\n    userApplications(cursor: $cursor, search: $search, first: $first) { results { id status isOpportunityClosed } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationApplications($opportunityId: ID!, $cursor: String, $search: String) {\n    organizationApplications(opportunityId: $opportunityId, cursor: $cursor, search: $search) { results { id userId status message } hasNextPage }\n  }\n"): (typeof documents)["\n  query OrganizationApplications($opportunityId: ID!, $cursor: String, $search: String) {\n    organizationApplications(opportunityId: $opportunityId, cursor: $cursor, search: $search) { results { id userId status message } hasNextPage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OpportunityApplications($id: ID!) { opportunity(id: $id) { applications { results { id } } } }"): (typeof documents)["query OpportunityApplications($id: ID!) { opportunity(id: $id) { applications { results { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Application($id: ID, $userId: ID, $opportunityId: ID, $videoId: ID, $userVideoUrl: String, $status: ApplicationStatus,\n    $message: String, $mutationType: MutationType!) {\n    application(id: $id, userId: $userId, opportunityId: $opportunityId, videoId: $videoId, userVideoUrl: $userVideoUrl,\n      status: $status, message: $message, mutationType: $mutationType) {\n      id opportunityId userId user { id } status message videoId userVideoUrl isOpportunityClosed opportunity { id jobTitle }\n    }\n  }\n"): (typeof documents)["\n  mutation Application($id: ID, $userId: ID, $opportunityId: ID, $videoId: ID, $userVideoUrl: String, $status: ApplicationStatus,\n    $message: String, $mutationType: MutationType!) {\n    application(id: $id, userId: $userId, opportunityId: $opportunityId, videoId: $videoId, userVideoUrl: $userVideoUrl,\n      status: $status, message: $message, mutationType: $mutationType) {\n      id opportunityId userId user { id } status message videoId userVideoUrl isOpportunityClosed opportunity { id jobTitle }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenToCall($isOpen: Boolean!, $note: String, $denomination: String, $workplace: Workplace) {\n    openToCall(isOpen: $isOpen, note: $note, denomination: $denomination, workplace: $workplace) { userId user { id } note denomination workplace }\n  }\n"): (typeof documents)["\n  mutation OpenToCall($isOpen: Boolean!, $note: String, $denomination: String, $workplace: Workplace) {\n    openToCall(isOpen: $isOpen, note: $note, denomination: $denomination, workplace: $workplace) { userId user { id } note denomination workplace }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenToCallOnUsers($r: [_Any!]!) { _entities(representations: $r) { ... on User { id openToCall { note denomination } } } }\n"): (typeof documents)["\n  query OpenToCallOnUsers($r: [_Any!]!) { _entities(representations: $r) { ... on User { id openToCall { note denomination } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenToCallCandidates($denomination: String, $workplace: Workplace, $cursor: String, $first: Int) {\n    openToCallCandidates(denomination: $denomination, workplace: $workplace, cursor: $cursor, first: $first) { results { userId } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query OpenToCallCandidates($denomination: String, $workplace: Workplace, $cursor: String, $first: Int) {\n    openToCallCandidates(denomination: $denomination, workplace: $workplace, cursor: $cursor, first: $first) { results { userId } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Follow($organizationId: ID, $mutationType: MutationType!) {\n    follow(organizationId: $organizationId, mutationType: $mutationType) { id followersCount }\n  }\n"): (typeof documents)["\n  mutation Follow($organizationId: ID, $mutationType: MutationType!) {\n    follow(organizationId: $organizationId, mutationType: $mutationType) { id followersCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Following($organizationId: ID!, $userId: ID) { following(organizationId: $organizationId, userId: $userId) }"): (typeof documents)["query Following($organizationId: ID!, $userId: ID) { following(organizationId: $organizationId, userId: $userId) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followings($cursor: String, $first: Int) { followings(cursor: $cursor, first: $first) { results { id name } hasNextPage cursor } }\n"): (typeof documents)["\n  query Followings($cursor: String, $first: Int) { followings(cursor: $cursor, first: $first) { results { id name } hasNextPage cursor } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($slug: String!, $cursor: String, $first: Int) {\n    followers(slug: $slug, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query Followers($slug: String!, $cursor: String, $first: Int) {\n    followers(slug: $slug, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowedOrganization($id: ID) { organization(id: $id) { followersCount } }"): (typeof documents)["query FollowedOrganization($id: ID) { organization(id: $id) { followersCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobBoardGuarded($search: String, $denomination: String, $first: Int) {\n    jobOpportunities(search: $search, denomination: $denomination, first: $first) { results { id } }\n  }\n"): (typeof documents)["\n  query JobBoardGuarded($search: String, $denomination: String, $first: Int) {\n    jobOpportunities(search: $search, denomination: $denomination, first: $first) { results { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OpportunityOne($id: ID!) { opportunity(id: $id) { id status feeDue promoCode organization { id } } }"): (typeof documents)["query OpportunityOne($id: ID!) { opportunity(id: $id) { id status feeDue promoCode organization { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobBoard($search: String, $opportunityType: OpportunityType, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $cursor: String, $first: Int) {\n    jobOpportunities(search: $search, opportunityType: $opportunityType, denomination: $denomination,\n      ordinationRequired: $ordinationRequired, bivocational: $bivocational, housingProvided: $housingProvided,\n      workplace: $workplace, cursor: $cursor, first: $first) { results { id jobTitle } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query JobBoard($search: String, $opportunityType: OpportunityType, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $cursor: String, $first: Int) {\n    jobOpportunities(search: $search, opportunityType: $opportunityType, denomination: $denomination,\n      ordinationRequired: $ordinationRequired, bivocational: $bivocational, housingProvided: $housingProvided,\n      workplace: $workplace, cursor: $cursor, first: $first) { results { id jobTitle } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationJobs($slug: String!, $cursor: String, $first: Int) {\n    organizationOpportunities(slug: $slug, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query OrganizationJobs($slug: String!, $cursor: String, $first: Int) {\n    organizationOpportunities(slug: $slug, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrganizationsJobs($opportunityType: OpportunityType, $search: String, $cursor: String) {\n    myOrganizationsOpportunities(opportunityType: $opportunityType, search: $search, cursor: $cursor) { results { id status } hasNextPage }\n  }\n"): (typeof documents)["\n  query MyOrganizationsJobs($opportunityType: OpportunityType, $search: String, $cursor: String) {\n    myOrganizationsOpportunities(opportunityType: $opportunityType, search: $search, cursor: $cursor) { results { id status } hasNextPage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentJobs($first: Int) { recentlyPostedJobOpportunities(first: $first) { id } }"): (typeof documents)["query RecentJobs($first: Int) { recentlyPostedJobOpportunities(first: $first) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationJobsCount($slug: String) { organization(slug: $slug) { opportunitiesCount } }"): (typeof documents)["query OrganizationJobsCount($slug: String) { organization(slug: $slug) { opportunitiesCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunityReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Opportunity { id jobTitle } ... on Organization { id opportunitiesCount } } }\n"): (typeof documents)["\n  query OpportunityReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Opportunity { id jobTitle } ... on Organization { id opportunitiesCount } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query JobBoardPage($search: String) { jobOpportunities(search: $search, first: 50) { results { id status feeDue organization { id name } } } }\n    "): (typeof documents)["\n      query JobBoardPage($search: String) { jobOpportunities(search: $search, first: 50) { results { id status feeDue organization { id name } } } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Opportunity($id: ID, $type: OpportunityType, $status: OpportunityStatus, $organizationId: ID, $jobTitle: String,\n    $description: String, $requirements: String, $benefits: String, $salaryStartRange: Float, $salaryEndRange: Float,\n    $contractRate: Float, $contractPayPer: ContractPayPer, $deadline: DateTime, $videoId: ID, $jobPostFee: Float,\n    $promoCode: String, $unclaimedPostUrl: String, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $mutationType: MutationType!) {\n    opportunity(id: $id, type: $type, status: $status, organizationId: $organizationId, jobTitle: $jobTitle,\n      description: $description, requirements: $requirements, benefits: $benefits, salaryStartRange: $salaryStartRange,\n      salaryEndRange: $salaryEndRange, contractRate: $contractRate, contractPayPer: $contractPayPer, deadline: $deadline,\n      videoId: $videoId, jobPostFee: $jobPostFee, promoCode: $promoCode, unclaimedPostUrl: $unclaimedPostUrl,\n      denomination: $denomination, ordinationRequired: $ordinationRequired, bivocational: $bivocational,\n      housingProvided: $housingProvided, workplace: $workplace, mutationType: $mutationType) {\n      id type status organizationId jobTitle description requirements benefits salaryStartRange salaryEndRange\n      contractRate contractPayPer deadline videoId jobPostFee feeDue promoCode unclaimedPostUrl denomination\n      ordinationRequired bivocational housingProvided workplace publishedAt closedAt\n    }\n  }\n"): (typeof documents)["\n  mutation Opportunity($id: ID, $type: OpportunityType, $status: OpportunityStatus, $organizationId: ID, $jobTitle: String,\n    $description: String, $requirements: String, $benefits: String, $salaryStartRange: Float, $salaryEndRange: Float,\n    $contractRate: Float, $contractPayPer: ContractPayPer, $deadline: DateTime, $videoId: ID, $jobPostFee: Float,\n    $promoCode: String, $unclaimedPostUrl: String, $denomination: String, $ordinationRequired: Boolean,\n    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $mutationType: MutationType!) {\n    opportunity(id: $id, type: $type, status: $status, organizationId: $organizationId, jobTitle: $jobTitle,\n      description: $description, requirements: $requirements, benefits: $benefits, salaryStartRange: $salaryStartRange,\n      salaryEndRange: $salaryEndRange, contractRate: $contractRate, contractPayPer: $contractPayPer, deadline: $deadline,\n      videoId: $videoId, jobPostFee: $jobPostFee, promoCode: $promoCode, unclaimedPostUrl: $unclaimedPostUrl,\n      denomination: $denomination, ordinationRequired: $ordinationRequired, bivocational: $bivocational,\n      housingProvided: $housingProvided, workplace: $workplace, mutationType: $mutationType) {\n      id type status organizationId jobTitle description requirements benefits salaryStartRange salaryEndRange\n      contractRate contractPayPer deadline videoId jobPostFee feeDue promoCode unclaimedPostUrl denomination\n      ordinationRequired bivocational housingProvided workplace publishedAt closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganizationUploadSlot($organizationId: ID!, $purpose: OrganizationFilePurpose!, $size: Int!, $fileName: String) {\n    organizationUploadSlot(organizationId: $organizationId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation OrganizationUploadSlot($organizationId: ID!, $purpose: OrganizationFilePurpose!, $size: Int!, $fileName: String) {\n    organizationUploadSlot(organizationId: $organizationId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOrganizationUpload($slotId: ID!) {\n    confirmOrganizationUpload(slotId: $slotId) {\n      id\n      profile {\n        profileImageUrl backgroundImageUrl\n        profileImage { id contentType width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmOrganizationUpload($slotId: ID!) {\n    confirmOrganizationUpload(slotId: $slotId) {\n      id\n      profile {\n        profileImageUrl backgroundImageUrl\n        profileImage { id contentType width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganizationFile($organizationId: ID!, $purpose: OrganizationFilePurpose!) {\n    deleteOrganizationFile(organizationId: $organizationId, purpose: $purpose) {\n      id profile { profileImageUrl backgroundImageUrl profileImage { id } }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrganizationFile($organizationId: ID!, $purpose: OrganizationFilePurpose!) {\n    deleteOrganizationFile(organizationId: $organizationId, purpose: $purpose) {\n      id profile { profileImageUrl backgroundImageUrl profileImage { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationImages($slug: String!) {\n    organization(slug: $slug) { id profile { profileImageUrl backgroundImageUrl profileImage { id avatarUrl } } }\n  }\n"): (typeof documents)["\n  query OrganizationImages($slug: String!) {\n    organization(slug: $slug) { id profile { profileImageUrl backgroundImageUrl profileImage { id avatarUrl } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganizationDetails($id: ID, $slug: String, $name: String, $type: String, $addresses: [AddressInput!], $priority: Int,\n    $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, addresses: $addresses, priority: $priority, mutationType: $mutationType) {\n      id priority\n      addresses { id street location { country city state zipcode } latitude longitude }\n    }\n  }\n"): (typeof documents)["\n  mutation OrganizationDetails($id: ID, $slug: String, $name: String, $type: String, $addresses: [AddressInput!], $priority: Int,\n    $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, addresses: $addresses, priority: $priority, mutationType: $mutationType) {\n      id priority\n      addresses { id street location { country city state zipcode } latitude longitude }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationsStatus($organizationIds: [ID!]!, $status: OrganizationStatus!) {\n    updateOrganizationsStatus(organizationIds: $organizationIds, status: $status) { id status }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationsStatus($organizationIds: [ID!]!, $status: OrganizationStatus!) {\n    updateOrganizationsStatus(organizationIds: $organizationIds, status: $status) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FoundingCircle { foundingCircleOrganizations { id priority } }"): (typeof documents)["query FoundingCircle { foundingCircleOrganizations { id priority } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OrganizationCounts($search: String) {\n      organizations(search: $search) { results { id followersCount peopleCount studentsCount addresses { street } } }\n    }\n  "): (typeof documents)["\n    query OrganizationCounts($search: String) {\n      organizations(search: $search) { results { id followersCount peopleCount studentsCount addresses { street } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationStatusLookup($id: ID, $s: String) {\n    organization(id: $id) { id status }\n    organizations(search: $s) { results { id } }\n  }"): (typeof documents)["query OrganizationStatusLookup($id: ID, $s: String) {\n    organization(id: $id) { id status }\n    organizations(search: $s) { results { id } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUsersOrganizationRole($userIds: [ID!]!, $action: OrganizationRoleAction!, $organizationId: ID!) {\n    updateUsersOrganizationRole(userIds: $userIds, action: $action, organizationId: $organizationId) { id peopleCount studentsCount }\n  }\n"): (typeof documents)["\n  mutation UpdateUsersOrganizationRole($userIds: [ID!]!, $action: OrganizationRoleAction!, $organizationId: ID!) {\n    updateUsersOrganizationRole(userIds: $userIds, action: $action, organizationId: $organizationId) { id peopleCount studentsCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationPeopleLists($id: ID!, $search: String) {\n    organizationAdmins(id: $id) { id }\n    organizationNonAdmins(id: $id, search: $search) { id }\n  }\n"): (typeof documents)["\n  query OrganizationPeopleLists($id: ID!, $search: String) {\n    organizationAdmins(id: $id) { id }\n    organizationNonAdmins(id: $id, search: $search) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }"): (typeof documents)["query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n"): (typeof documents)["\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  "): (typeof documents)["\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }"): (typeof documents)["query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }"): (typeof documents)["query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  "): (typeof documents)["\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  "): (typeof documents)["\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentMethod($organizationId: ID!, $redirectUrl: String!) {\n    paymentMethod(organizationId: $organizationId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n"): (typeof documents)["\n  mutation PaymentMethod($organizationId: ID!, $redirectUrl: String!) {\n    paymentMethod(organizationId: $organizationId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payment($opportunityId: ID!) {\n    payment(opportunityId: $opportunityId) { id organizationId opportunityId receiptUrl amount status paidAt refundedAt }\n  }\n"): (typeof documents)["\n  query Payment($opportunityId: ID!) {\n    payment(opportunityId: $opportunityId) { id organizationId opportunityId receiptUrl amount status paidAt refundedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationPayments($organizationId: ID!, $cursor: String, $first: Int) {\n    organizationPayments(organizationId: $organizationId, cursor: $cursor, first: $first) {\n      results { id opportunityId receiptUrl amount status paidAt opportunity { id jobTitle } }\n      hasNextPage cursor\n    }\n  }\n"): (typeof documents)["\n  query OrganizationPayments($organizationId: ID!, $cursor: String, $first: Int) {\n    organizationPayments(organizationId: $organizationId, cursor: $cursor, first: $first) {\n      results { id opportunityId receiptUrl amount status paidAt opportunity { id jobTitle } }\n      hasNextPage cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($opportunityId: ID!) {\n    refundPayment(opportunityId: $opportunityId) { id opportunityId receiptUrl amount status refundedAt }\n  }\n"): (typeof documents)["\n  mutation RefundPayment($opportunityId: ID!) {\n    refundPayment(opportunityId: $opportunityId) { id opportunityId receiptUrl amount status refundedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StripeConnectedAccount($groupId: ID!, $redirectUrl: String!) {\n    stripeConnectedAccount(groupId: $groupId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n"): (typeof documents)["\n  mutation StripeConnectedAccount($groupId: ID!, $redirectUrl: String!) {\n    stripeConnectedAccount(groupId: $groupId, redirectUrl: $redirectUrl) { sessionUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoCode($id: ID, $code: String, $entityType: PromoCodeEntityType, $entityId: ID, $discountType: DiscountType,\n    $price: Float, $percentage: Float, $expiry: DateTime, $useLimit: Int, $mutationType: MutationType!) {\n    promoCode(id: $id, code: $code, entityType: $entityType, entityId: $entityId, discountType: $discountType, price: $price,\n      percentage: $percentage, expiry: $expiry, useLimit: $useLimit, mutationType: $mutationType) {\n      id code entityType entityId discountType price percentage expiry useLimit usedCount\n    }\n  }\n"): (typeof documents)["\n  mutation PromoCode($id: ID, $code: String, $entityType: PromoCodeEntityType, $entityId: ID, $discountType: DiscountType,\n    $price: Float, $percentage: Float, $expiry: DateTime, $useLimit: Int, $mutationType: MutationType!) {\n    promoCode(id: $id, code: $code, entityType: $entityType, entityId: $entityId, discountType: $discountType, price: $price,\n      percentage: $percentage, expiry: $expiry, useLimit: $useLimit, mutationType: $mutationType) {\n      id code entityType entityId discountType price percentage expiry useLimit usedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPromoCode($code: String!, $entityType: PromoCodeEntityType!, $entityId: ID!) {\n    verifyPromoCode(code: $code, entityType: $entityType, entityId: $entityId) { id code discountType price percentage usedCount useLimit }\n  }\n"): (typeof documents)["\n  mutation VerifyPromoCode($code: String!, $entityType: PromoCodeEntityType!, $entityId: ID!) {\n    verifyPromoCode(code: $code, entityType: $entityType, entityId: $entityId) { id code discountType price percentage usedCount useLimit }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoCodes($entityType: PromoCodeEntityType!, $entityId: ID) {\n    promoCodes(entityType: $entityType, entityId: $entityId) { id code entityId }\n  }\n"): (typeof documents)["\n  query PromoCodes($entityType: PromoCodeEntityType!, $entityId: ID) {\n    promoCodes(entityType: $entityType, entityId: $entityId) { id code entityId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n"): (typeof documents)["\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgsJobsDashboard($r: [_Any!]!) {\n    _entities(representations: $r) { ... on Dashboard { userId openJobPostsCount myJobApplicationsCount } }\n  }\n"): (typeof documents)["\n  query OrgsJobsDashboard($r: [_Any!]!) {\n    _entities(representations: $r) { ... on Dashboard { userId openJobPostsCount myJobApplicationsCount } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
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
    "\n  mutation UpdateUserInfo($email: String, $slug: String) {\n    updateUserInfo(email: $email, slug: $slug) { id slug email pendingEmail isEmailVerified }\n  }\n": typeof types.UpdateUserInfoDocument,
    "\n  mutation NotificationSubscription($userId: ID!, $mutationType: MutationType!) {\n    notificationSubscription(userId: $userId, mutationType: $mutationType) { id isSendNotificationEmails }\n  }\n": typeof types.NotificationSubscriptionDocument,
    "\n  query AccountOf($id: ID) { user(id: $id) { id slug email pendingEmail isSendNotificationEmails } }\n": typeof types.AccountOfDocument,
    "\n  query UserBySlug($slug: String!) { user(slug: $slug) { id slug } userProfile(slug: $slug) { id slug } }\n": typeof types.UserBySlugDocument,
    "mutation VerifyEmailLink($token: String!) { verifyEmail(token: $token) { id email isEmailVerified pendingEmail } }": typeof types.VerifyEmailLinkDocument,
    "\n  mutation BlockProfile($profileId: ID!, $reason: String) {\n    blockProfile(profileId: $profileId, reason: $reason) { id blockedProfileId reason blockedUser { id } blockedProfile { id } }\n  }\n": typeof types.BlockProfileDocument,
    "mutation UnblockProfile($profileId: ID!) { unblockProfile(profileId: $profileId) }": typeof types.UnblockProfileDocument,
    "query Blocks($cursor: String, $first: Int) { blocks(cursor: $cursor, first: $first) { results { blockedProfileId } hasNextPage cursor totalCount } }": typeof types.BlocksDocument,
    "\n  query SeeMember($id: ID!, $slug: String!, $search: String) {\n    user(id: $id) { id }\n    userProfile(slug: $slug) { id }\n    experiences(slug: $slug) { id }\n    users(search: $search) { results { id } }\n  }\n": typeof types.SeeMemberDocument,
    "query ConnectionWith($userId: ID!) { connection(userId: $userId) { connectorId connectedId status } }": typeof types.ConnectionWithDocument,
    "\n  query Connections($status: ConnectionStatus, $cursor: String, $search: String, $first: Int) {\n    connections(status: $status, cursor: $cursor, search: $search, first: $first) {\n      results { connectorId connectedId status } hasNextPage cursor totalConnections\n    }\n  }\n": typeof types.ConnectionsDocument,
    "\n  query MutualConnections($slug: String, $userId: ID, $cursor: String, $first: Int) {\n    mutualConnections(slug: $slug, userId: $userId, cursor: $cursor, first: $first) { results { id } hasNextPage cursor totalMutualConnections }\n  }\n": typeof types.MutualConnectionsDocument,
    "\n  mutation Connect($connectorId: ID!, $connectedId: ID!, $status: ConnectionStatus, $mutationType: MutationType!) {\n    connection(connectorId: $connectorId, connectedId: $connectedId, status: $status, mutationType: $mutationType) {\n      id connectorId connectedId status connector { id } connected { id }\n    }\n  }\n": typeof types.ConnectDocument,
    "\n  mutation EducationLimits($id: ID, $degree: String, $fieldOfStudy: String, $description: String, $startDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, description: $description, startDate: $startDate, mutationType: $mutationType) {\n      id degree fieldOfStudy description\n    }\n  }\n": typeof types.EducationLimitsDocument,
    "\n  mutation ExperienceDescription(\n    $id: ID, $type: String, $opportunityType: String, $jobTitle: String, $description: String, $startDate: DateTime, $mutationType: MutationType!\n  ) {\n    experience(\n      id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, description: $description, startDate: $startDate,\n      mutationType: $mutationType\n    ) { id type opportunityType description }\n  }\n": typeof types.ExperienceDescriptionDocument,
    "\n  mutation Experience($id: ID, $type: String, $opportunityType: String, $jobTitle: String, $organizationId: ID, $description: String,\n    $startDate: DateTime, $endDate: DateTime, $isCurrent: Boolean, $mutationType: MutationType!) {\n    experience(id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, organizationId: $organizationId,\n      description: $description, startDate: $startDate, endDate: $endDate, isCurrent: $isCurrent, mutationType: $mutationType) {\n      id userId type opportunityType jobTitle organizationId organization { id } description startDate endDate isCurrent isPrimary\n    }\n  }\n": typeof types.ExperienceDocument,
    "\n  mutation Education($id: ID, $degree: String, $fieldOfStudy: String, $schoolId: ID, $startDate: DateTime, $endDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, schoolId: $schoolId, startDate: $startDate, endDate: $endDate, mutationType: $mutationType) {\n      id userId degree fieldOfStudy schoolId school { id } startDate endDate\n    }\n  }\n": typeof types.EducationDocument,
    "mutation SetPrimaryExperience($experienceId: ID!) { setPrimaryExperience(experienceId: $experienceId) { id isPrimary } }": typeof types.SetPrimaryExperienceDocument,
    "\n  query History($slug: String!) {\n    experiences(slug: $slug) { id jobTitle isPrimary }\n    educations(slug: $slug) { id degree }\n    userProfile(slug: $slug) { experiences { id } educations { id } }\n  }\n": typeof types.HistoryDocument,
    "\n  mutation SwitchUser($userId: ID!) {\n    switchUser(userId: $userId) { id firstName }\n  }\n": typeof types.SwitchUserDocument,
    "\n  mutation ResetToAdminUser($userId: ID!) {\n    resetToAdminUser(userId: $userId) { id }\n  }\n": typeof types.ResetToAdminUserDocument,
    "\n  query SwitchedUser($userId: ID) {\n    switchedUser(userId: $userId) { id firstName }\n  }\n": typeof types.SwitchedUserDocument,
    "\n  mutation SignInFromInvitation($email: String!, $password: String!, $mutationType: MutationType!, $firstName: String, $lastName: String,\n    $groupSlug: String, $inviteSlug: String) {\n    signIn(email: $email, password: $password, mutationType: $mutationType, firstName: $firstName, lastName: $lastName,\n      groupSlug: $groupSlug, inviteSlug: $inviteSlug) { id }\n  }\n": typeof types.SignInFromInvitationDocument,
    "mutation VerifyInvitedEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }": typeof types.VerifyInvitedEmailDocument,
    "\n  query InviterRequests { connections(status: PENDING) { results { connectorId connectedId status } } }\n": typeof types.InviterRequestsDocument,
    "\n  query OrganizationPeople($organizationId: ID, $id: ID) {\n    users(organizationId: $organizationId) { results { id firstName } }\n    user(id: $id) { id roles { name organizationId } }\n  }\n": typeof types.OrganizationPeopleDocument,
    "\n  mutation UpdateUsersPlatformRole($userIds: [ID!]!, $role: PlatformRole!, $action: PlatformRoleAction!) {\n    updateUsersPlatformRole(userIds: $userIds, role: $role, action: $action) { id roles { name } }\n  }\n": typeof types.UpdateUsersPlatformRoleDocument,
    "\n  query UsersWithProfileFiles($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id profile { id profileImageUrl profileImage { avatarUrl } profileResumeUrl resume { url } } }\n    }\n  }\n": typeof types.UsersWithProfileFilesDocument,
    "\n  mutation ProfileUploadSlot($purpose: ProfileFilePurpose!, $size: Int!, $fileName: String) {\n    profileUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": typeof types.ProfileUploadSlotDocument,
    "\n  mutation ConfirmProfileUpload($slotId: ID!) {\n    confirmProfileUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n": typeof types.ConfirmProfileUploadDocument,
    "\n  mutation DeleteProfileFile($purpose: ProfileFilePurpose!) {\n    deleteProfileFile(purpose: $purpose) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n": typeof types.DeleteProfileFileDocument,
    "\n  query PublicProfileFiles($slug: String!) {\n    userProfile(slug: $slug) {\n      id\n      profile {\n        id profileImageUrl backgroundImageUrl profileResumeUrl\n        profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n        resume { id contentType fileName url }\n      }\n    }\n  }\n": typeof types.PublicProfileFilesDocument,
    "\n  query ProfileStats($userId: ID!) { profileStats(userId: $userId) { userId totalConnectionsCount } }\n": typeof types.ProfileStatsDocument,
    "\n  query ProfileStatsReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on ProfileStats { userId totalConnectionsCount } }\n  }\n": typeof types.ProfileStatsReferencesDocument,
    "\n  mutation BlockForStats($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n": typeof types.BlockForStatsDocument,
    "\n  query IdentityDashboard { dashboardAnalytics { userId pendingConnectionsCount } }\n": typeof types.IdentityDashboardDocument,
    "\n  mutation SuggestionsUpdateLocation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n": typeof types.SuggestionsUpdateLocationDocument,
    "mutation SuggestionsBlock($profileId: ID!) { blockProfile(profileId: $profileId) { id } }": typeof types.SuggestionsBlockDocument,
    "\n  query SuggestedConnections($cursor: String, $first: Int) {\n    suggestedConnections(cursor: $cursor, first: $first) {\n      results { user { id firstName } mutualConnections sharedOrganizations sharedGroups sameCity }\n      hasNextPage\n      cursor\n    }\n  }\n": typeof types.SuggestedConnectionsDocument,
    "\n  mutation Testimonial($text: String, $mutationType: MutationType!) {\n    testimonial(text: $text, mutationType: $mutationType) { id text status userId user { id firstName } }\n  }\n": typeof types.TestimonialDocument,
    "\n  mutation ReviewTestimonial($id: ID!, $status: TestimonialStatus!) {\n    reviewTestimonial(id: $id, status: $status) { id status reviewedAt }\n  }\n": typeof types.ReviewTestimonialDocument,
    "\n  query Testimonials($status: TestimonialStatus, $cursor: String, $first: Int) {\n    testimonials(status: $status, cursor: $cursor, first: $first) {\n      results { id text status user { firstName } }\n      hasNextPage\n      cursor\n    }\n  }\n": typeof types.TestimonialsDocument,
    "\n  query MyTestimonial { myTestimonial { id text status } }\n": typeof types.MyTestimonialDocument,
    "mutation VerifyEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }": typeof types.VerifyEmailDocument,
    "mutation SendEmailVerification($email: String) { sendEmailVerification(email: $email) }": typeof types.SendEmailVerificationDocument,
    "mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }": typeof types.ForgotPasswordDocument,
    "mutation UpdatePassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }": typeof types.UpdatePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) { id firstName lastName profile { about language } location { country city state zipcode } }\n  }\n": typeof types.UpdateProfileDocument,
    "mutation ForgotPasswordLimited($email: String!) { forgotPassword(email: $email) }": typeof types.ForgotPasswordLimitedDocument,
    "mutation SendEmailVerificationLimited($email: String) { sendEmailVerification(email: $email) }": typeof types.SendEmailVerificationLimitedDocument,
    "query UsersGuarded($search: String, $first: Int) { users(search: $search, first: $first) { results { id } } }": typeof types.UsersGuardedDocument,
    "\n  query Users($search: String, $cursor: String, $organizationId: ID, $groupId: ID, $eventId: ID, $first: Int) {\n    users(search: $search, cursor: $cursor, organizationId: $organizationId, groupId: $groupId, eventId: $eventId, first: $first) {\n      results { id firstName lastName status email }\n      hasNextPage\n      cursor\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation VerifyOwnEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id email isEmailVerified } }\n": typeof types.VerifyOwnEmailDocument,
    "query WhoAmI { me { id } }": typeof types.WhoAmIDocument,
    "mutation ForgotOwnPassword($email: String!) { forgotPassword(email: $email) }": typeof types.ForgotOwnPasswordDocument,
    "mutation ResetOwnPassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }": typeof types.ResetOwnPasswordDocument,
    "\n  mutation UpdateProfileAbout($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id profile { about } } }\n": typeof types.UpdateProfileAboutDocument,
    "mutation VerifyEmailAndSignIn($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }": typeof types.VerifyEmailAndSignInDocument,
    "mutation LogOut { logout }": typeof types.LogOutDocument,
    "query Me { me { id } }": typeof types.MeDocument,
    "query UserProfile($slug: String!) { userProfile(slug: $slug) { id firstName email } }": typeof types.UserProfileDocument,
    "query User($id: ID, $slug: String, $profileId: ID) { user(id: $id, slug: $slug, profileId: $profileId) { id profile { id } } }": typeof types.UserDocument,
    "query References($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName } ... on Profile { id } } }": typeof types.ReferencesDocument,
    "\n  mutation UpdateProfileForBatch($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n": typeof types.UpdateProfileForBatchDocument,
    "\n  query UsersWithChildren($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id firstName profile { id about } location { city } roles { name organizationId } }\n      hasNextPage\n    }\n  }\n": typeof types.UsersWithChildrenDocument,
    "\n  query UserReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on User { id firstName profile { id about } location { city } roles { name organizationId } }\n    }\n  }\n": typeof types.UserReferencesDocument,
    "\n  query ProfileReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on Profile { id userId about } }\n  }\n": typeof types.ProfileReferencesDocument,
    "\n  mutation SignIn($firstName: String, $lastName: String, $email: String!, $password: String!, $mutationType: MutationType!, $isSubscribed: Boolean) {\n    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: $mutationType, isSubscribed: $isSubscribed) {\n      id slug firstName lastName email isEmailVerified isSendNewsletters status\n      profile { id userId about }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation Video($id: ID, $title: String, $videoUrl: String, $slotId: ID, $profileId: ID, $status: VideoStatus, $mutationType: MutationType!) {\n    video(id: $id, title: $title, videoUrl: $videoUrl, slotId: $slotId, profileId: $profileId, status: $status, mutationType: $mutationType) {\n      id title videoUrl status profileId file { id contentType fileName url }\n    }\n  }\n": typeof types.VideoDocument,
    "\n  query Videos($profileId: ID!, $cursor: String, $first: Int) {\n    videos(profileId: $profileId, cursor: $cursor, first: $first) {\n      results { id title videoUrl status }\n      hasNextPage\n      cursor\n    }\n  }\n": typeof types.VideosDocument,
    "\n  query ProfileVideos($slug: String!) {\n    userProfile(slug: $slug) { profile { videos { results { title status } } } }\n  }\n": typeof types.ProfileVideosDocument,
    "\n  mutation BlockForVideos($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n": typeof types.BlockForVideosDocument,
    "\n  mutation VideoUploadSlot($profileId: ID!, $size: Int!, $fileName: String) {\n    videoUploadSlot(profileId: $profileId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": typeof types.VideoUploadSlotDocument,
};
const documents: Documents = {
    "\n  mutation UpdateUserInfo($email: String, $slug: String) {\n    updateUserInfo(email: $email, slug: $slug) { id slug email pendingEmail isEmailVerified }\n  }\n": types.UpdateUserInfoDocument,
    "\n  mutation NotificationSubscription($userId: ID!, $mutationType: MutationType!) {\n    notificationSubscription(userId: $userId, mutationType: $mutationType) { id isSendNotificationEmails }\n  }\n": types.NotificationSubscriptionDocument,
    "\n  query AccountOf($id: ID) { user(id: $id) { id slug email pendingEmail isSendNotificationEmails } }\n": types.AccountOfDocument,
    "\n  query UserBySlug($slug: String!) { user(slug: $slug) { id slug } userProfile(slug: $slug) { id slug } }\n": types.UserBySlugDocument,
    "mutation VerifyEmailLink($token: String!) { verifyEmail(token: $token) { id email isEmailVerified pendingEmail } }": types.VerifyEmailLinkDocument,
    "\n  mutation BlockProfile($profileId: ID!, $reason: String) {\n    blockProfile(profileId: $profileId, reason: $reason) { id blockedProfileId reason blockedUser { id } blockedProfile { id } }\n  }\n": types.BlockProfileDocument,
    "mutation UnblockProfile($profileId: ID!) { unblockProfile(profileId: $profileId) }": types.UnblockProfileDocument,
    "query Blocks($cursor: String, $first: Int) { blocks(cursor: $cursor, first: $first) { results { blockedProfileId } hasNextPage cursor totalCount } }": types.BlocksDocument,
    "\n  query SeeMember($id: ID!, $slug: String!, $search: String) {\n    user(id: $id) { id }\n    userProfile(slug: $slug) { id }\n    experiences(slug: $slug) { id }\n    users(search: $search) { results { id } }\n  }\n": types.SeeMemberDocument,
    "query ConnectionWith($userId: ID!) { connection(userId: $userId) { connectorId connectedId status } }": types.ConnectionWithDocument,
    "\n  query Connections($status: ConnectionStatus, $cursor: String, $search: String, $first: Int) {\n    connections(status: $status, cursor: $cursor, search: $search, first: $first) {\n      results { connectorId connectedId status } hasNextPage cursor totalConnections\n    }\n  }\n": types.ConnectionsDocument,
    "\n  query MutualConnections($slug: String, $userId: ID, $cursor: String, $first: Int) {\n    mutualConnections(slug: $slug, userId: $userId, cursor: $cursor, first: $first) { results { id } hasNextPage cursor totalMutualConnections }\n  }\n": types.MutualConnectionsDocument,
    "\n  mutation Connect($connectorId: ID!, $connectedId: ID!, $status: ConnectionStatus, $mutationType: MutationType!) {\n    connection(connectorId: $connectorId, connectedId: $connectedId, status: $status, mutationType: $mutationType) {\n      id connectorId connectedId status connector { id } connected { id }\n    }\n  }\n": types.ConnectDocument,
    "\n  mutation EducationLimits($id: ID, $degree: String, $fieldOfStudy: String, $description: String, $startDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, description: $description, startDate: $startDate, mutationType: $mutationType) {\n      id degree fieldOfStudy description\n    }\n  }\n": types.EducationLimitsDocument,
    "\n  mutation ExperienceDescription(\n    $id: ID, $type: String, $opportunityType: String, $jobTitle: String, $description: String, $startDate: DateTime, $mutationType: MutationType!\n  ) {\n    experience(\n      id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, description: $description, startDate: $startDate,\n      mutationType: $mutationType\n    ) { id type opportunityType description }\n  }\n": types.ExperienceDescriptionDocument,
    "\n  mutation Experience($id: ID, $type: String, $opportunityType: String, $jobTitle: String, $organizationId: ID, $description: String,\n    $startDate: DateTime, $endDate: DateTime, $isCurrent: Boolean, $mutationType: MutationType!) {\n    experience(id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, organizationId: $organizationId,\n      description: $description, startDate: $startDate, endDate: $endDate, isCurrent: $isCurrent, mutationType: $mutationType) {\n      id userId type opportunityType jobTitle organizationId organization { id } description startDate endDate isCurrent isPrimary\n    }\n  }\n": types.ExperienceDocument,
    "\n  mutation Education($id: ID, $degree: String, $fieldOfStudy: String, $schoolId: ID, $startDate: DateTime, $endDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, schoolId: $schoolId, startDate: $startDate, endDate: $endDate, mutationType: $mutationType) {\n      id userId degree fieldOfStudy schoolId school { id } startDate endDate\n    }\n  }\n": types.EducationDocument,
    "mutation SetPrimaryExperience($experienceId: ID!) { setPrimaryExperience(experienceId: $experienceId) { id isPrimary } }": types.SetPrimaryExperienceDocument,
    "\n  query History($slug: String!) {\n    experiences(slug: $slug) { id jobTitle isPrimary }\n    educations(slug: $slug) { id degree }\n    userProfile(slug: $slug) { experiences { id } educations { id } }\n  }\n": types.HistoryDocument,
    "\n  mutation SwitchUser($userId: ID!) {\n    switchUser(userId: $userId) { id firstName }\n  }\n": types.SwitchUserDocument,
    "\n  mutation ResetToAdminUser($userId: ID!) {\n    resetToAdminUser(userId: $userId) { id }\n  }\n": types.ResetToAdminUserDocument,
    "\n  query SwitchedUser($userId: ID) {\n    switchedUser(userId: $userId) { id firstName }\n  }\n": types.SwitchedUserDocument,
    "\n  mutation SignInFromInvitation($email: String!, $password: String!, $mutationType: MutationType!, $firstName: String, $lastName: String,\n    $groupSlug: String, $inviteSlug: String) {\n    signIn(email: $email, password: $password, mutationType: $mutationType, firstName: $firstName, lastName: $lastName,\n      groupSlug: $groupSlug, inviteSlug: $inviteSlug) { id }\n  }\n": types.SignInFromInvitationDocument,
    "mutation VerifyInvitedEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }": types.VerifyInvitedEmailDocument,
    "\n  query InviterRequests { connections(status: PENDING) { results { connectorId connectedId status } } }\n": types.InviterRequestsDocument,
    "\n  query OrganizationPeople($organizationId: ID, $id: ID) {\n    users(organizationId: $organizationId) { results { id firstName } }\n    user(id: $id) { id roles { name organizationId } }\n  }\n": types.OrganizationPeopleDocument,
    "\n  mutation UpdateUsersPlatformRole($userIds: [ID!]!, $role: PlatformRole!, $action: PlatformRoleAction!) {\n    updateUsersPlatformRole(userIds: $userIds, role: $role, action: $action) { id roles { name } }\n  }\n": types.UpdateUsersPlatformRoleDocument,
    "\n  query UsersWithProfileFiles($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id profile { id profileImageUrl profileImage { avatarUrl } profileResumeUrl resume { url } } }\n    }\n  }\n": types.UsersWithProfileFilesDocument,
    "\n  mutation ProfileUploadSlot($purpose: ProfileFilePurpose!, $size: Int!, $fileName: String) {\n    profileUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": types.ProfileUploadSlotDocument,
    "\n  mutation ConfirmProfileUpload($slotId: ID!) {\n    confirmProfileUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n": types.ConfirmProfileUploadDocument,
    "\n  mutation DeleteProfileFile($purpose: ProfileFilePurpose!) {\n    deleteProfileFile(purpose: $purpose) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n": types.DeleteProfileFileDocument,
    "\n  query PublicProfileFiles($slug: String!) {\n    userProfile(slug: $slug) {\n      id\n      profile {\n        id profileImageUrl backgroundImageUrl profileResumeUrl\n        profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n        resume { id contentType fileName url }\n      }\n    }\n  }\n": types.PublicProfileFilesDocument,
    "\n  query ProfileStats($userId: ID!) { profileStats(userId: $userId) { userId totalConnectionsCount } }\n": types.ProfileStatsDocument,
    "\n  query ProfileStatsReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on ProfileStats { userId totalConnectionsCount } }\n  }\n": types.ProfileStatsReferencesDocument,
    "\n  mutation BlockForStats($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n": types.BlockForStatsDocument,
    "\n  query IdentityDashboard { dashboardAnalytics { userId pendingConnectionsCount } }\n": types.IdentityDashboardDocument,
    "\n  mutation SuggestionsUpdateLocation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n": types.SuggestionsUpdateLocationDocument,
    "mutation SuggestionsBlock($profileId: ID!) { blockProfile(profileId: $profileId) { id } }": types.SuggestionsBlockDocument,
    "\n  query SuggestedConnections($cursor: String, $first: Int) {\n    suggestedConnections(cursor: $cursor, first: $first) {\n      results { user { id firstName } mutualConnections sharedOrganizations sharedGroups sameCity }\n      hasNextPage\n      cursor\n    }\n  }\n": types.SuggestedConnectionsDocument,
    "\n  mutation Testimonial($text: String, $mutationType: MutationType!) {\n    testimonial(text: $text, mutationType: $mutationType) { id text status userId user { id firstName } }\n  }\n": types.TestimonialDocument,
    "\n  mutation ReviewTestimonial($id: ID!, $status: TestimonialStatus!) {\n    reviewTestimonial(id: $id, status: $status) { id status reviewedAt }\n  }\n": types.ReviewTestimonialDocument,
    "\n  query Testimonials($status: TestimonialStatus, $cursor: String, $first: Int) {\n    testimonials(status: $status, cursor: $cursor, first: $first) {\n      results { id text status user { firstName } }\n      hasNextPage\n      cursor\n    }\n  }\n": types.TestimonialsDocument,
    "\n  query MyTestimonial { myTestimonial { id text status } }\n": types.MyTestimonialDocument,
    "mutation VerifyEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }": types.VerifyEmailDocument,
    "mutation SendEmailVerification($email: String) { sendEmailVerification(email: $email) }": types.SendEmailVerificationDocument,
    "mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }": types.ForgotPasswordDocument,
    "mutation UpdatePassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }": types.UpdatePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) { id firstName lastName profile { about language } location { country city state zipcode } }\n  }\n": types.UpdateProfileDocument,
    "mutation ForgotPasswordLimited($email: String!) { forgotPassword(email: $email) }": types.ForgotPasswordLimitedDocument,
    "mutation SendEmailVerificationLimited($email: String) { sendEmailVerification(email: $email) }": types.SendEmailVerificationLimitedDocument,
    "query UsersGuarded($search: String, $first: Int) { users(search: $search, first: $first) { results { id } } }": types.UsersGuardedDocument,
    "\n  query Users($search: String, $cursor: String, $organizationId: ID, $groupId: ID, $eventId: ID, $first: Int) {\n    users(search: $search, cursor: $cursor, organizationId: $organizationId, groupId: $groupId, eventId: $eventId, first: $first) {\n      results { id firstName lastName status email }\n      hasNextPage\n      cursor\n    }\n  }\n": types.UsersDocument,
    "\n  mutation VerifyOwnEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id email isEmailVerified } }\n": types.VerifyOwnEmailDocument,
    "query WhoAmI { me { id } }": types.WhoAmIDocument,
    "mutation ForgotOwnPassword($email: String!) { forgotPassword(email: $email) }": types.ForgotOwnPasswordDocument,
    "mutation ResetOwnPassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }": types.ResetOwnPasswordDocument,
    "\n  mutation UpdateProfileAbout($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id profile { about } } }\n": types.UpdateProfileAboutDocument,
    "mutation VerifyEmailAndSignIn($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }": types.VerifyEmailAndSignInDocument,
    "mutation LogOut { logout }": types.LogOutDocument,
    "query Me { me { id } }": types.MeDocument,
    "query UserProfile($slug: String!) { userProfile(slug: $slug) { id firstName email } }": types.UserProfileDocument,
    "query User($id: ID, $slug: String, $profileId: ID) { user(id: $id, slug: $slug, profileId: $profileId) { id profile { id } } }": types.UserDocument,
    "query References($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName } ... on Profile { id } } }": types.ReferencesDocument,
    "\n  mutation UpdateProfileForBatch($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n": types.UpdateProfileForBatchDocument,
    "\n  query UsersWithChildren($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id firstName profile { id about } location { city } roles { name organizationId } }\n      hasNextPage\n    }\n  }\n": types.UsersWithChildrenDocument,
    "\n  query UserReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on User { id firstName profile { id about } location { city } roles { name organizationId } }\n    }\n  }\n": types.UserReferencesDocument,
    "\n  query ProfileReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on Profile { id userId about } }\n  }\n": types.ProfileReferencesDocument,
    "\n  mutation SignIn($firstName: String, $lastName: String, $email: String!, $password: String!, $mutationType: MutationType!, $isSubscribed: Boolean) {\n    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: $mutationType, isSubscribed: $isSubscribed) {\n      id slug firstName lastName email isEmailVerified isSendNewsletters status\n      profile { id userId about }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation Video($id: ID, $title: String, $videoUrl: String, $slotId: ID, $profileId: ID, $status: VideoStatus, $mutationType: MutationType!) {\n    video(id: $id, title: $title, videoUrl: $videoUrl, slotId: $slotId, profileId: $profileId, status: $status, mutationType: $mutationType) {\n      id title videoUrl status profileId file { id contentType fileName url }\n    }\n  }\n": types.VideoDocument,
    "\n  query Videos($profileId: ID!, $cursor: String, $first: Int) {\n    videos(profileId: $profileId, cursor: $cursor, first: $first) {\n      results { id title videoUrl status }\n      hasNextPage\n      cursor\n    }\n  }\n": types.VideosDocument,
    "\n  query ProfileVideos($slug: String!) {\n    userProfile(slug: $slug) { profile { videos { results { title status } } } }\n  }\n": types.ProfileVideosDocument,
    "\n  mutation BlockForVideos($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n": types.BlockForVideosDocument,
    "\n  mutation VideoUploadSlot($profileId: ID!, $size: Int!, $fileName: String) {\n    videoUploadSlot(profileId: $profileId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": types.VideoUploadSlotDocument,
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
export function graphql(source: "\n  mutation UpdateUserInfo($email: String, $slug: String) {\n    updateUserInfo(email: $email, slug: $slug) { id slug email pendingEmail isEmailVerified }\n  }\n"): (typeof documents)["\n  mutation UpdateUserInfo($email: String, $slug: String) {\n    updateUserInfo(email: $email, slug: $slug) { id slug email pendingEmail isEmailVerified }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationSubscription($userId: ID!, $mutationType: MutationType!) {\n    notificationSubscription(userId: $userId, mutationType: $mutationType) { id isSendNotificationEmails }\n  }\n"): (typeof documents)["\n  mutation NotificationSubscription($userId: ID!, $mutationType: MutationType!) {\n    notificationSubscription(userId: $userId, mutationType: $mutationType) { id isSendNotificationEmails }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOf($id: ID) { user(id: $id) { id slug email pendingEmail isSendNotificationEmails } }\n"): (typeof documents)["\n  query AccountOf($id: ID) { user(id: $id) { id slug email pendingEmail isSendNotificationEmails } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBySlug($slug: String!) { user(slug: $slug) { id slug } userProfile(slug: $slug) { id slug } }\n"): (typeof documents)["\n  query UserBySlug($slug: String!) { user(slug: $slug) { id slug } userProfile(slug: $slug) { id slug } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyEmailLink($token: String!) { verifyEmail(token: $token) { id email isEmailVerified pendingEmail } }"): (typeof documents)["mutation VerifyEmailLink($token: String!) { verifyEmail(token: $token) { id email isEmailVerified pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockProfile($profileId: ID!, $reason: String) {\n    blockProfile(profileId: $profileId, reason: $reason) { id blockedProfileId reason blockedUser { id } blockedProfile { id } }\n  }\n"): (typeof documents)["\n  mutation BlockProfile($profileId: ID!, $reason: String) {\n    blockProfile(profileId: $profileId, reason: $reason) { id blockedProfileId reason blockedUser { id } blockedProfile { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnblockProfile($profileId: ID!) { unblockProfile(profileId: $profileId) }"): (typeof documents)["mutation UnblockProfile($profileId: ID!) { unblockProfile(profileId: $profileId) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Blocks($cursor: String, $first: Int) { blocks(cursor: $cursor, first: $first) { results { blockedProfileId } hasNextPage cursor totalCount } }"): (typeof documents)["query Blocks($cursor: String, $first: Int) { blocks(cursor: $cursor, first: $first) { results { blockedProfileId } hasNextPage cursor totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeeMember($id: ID!, $slug: String!, $search: String) {\n    user(id: $id) { id }\n    userProfile(slug: $slug) { id }\n    experiences(slug: $slug) { id }\n    users(search: $search) { results { id } }\n  }\n"): (typeof documents)["\n  query SeeMember($id: ID!, $slug: String!, $search: String) {\n    user(id: $id) { id }\n    userProfile(slug: $slug) { id }\n    experiences(slug: $slug) { id }\n    users(search: $search) { results { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConnectionWith($userId: ID!) { connection(userId: $userId) { connectorId connectedId status } }"): (typeof documents)["query ConnectionWith($userId: ID!) { connection(userId: $userId) { connectorId connectedId status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Connections($status: ConnectionStatus, $cursor: String, $search: String, $first: Int) {\n    connections(status: $status, cursor: $cursor, search: $search, first: $first) {\n      results { connectorId connectedId status } hasNextPage cursor totalConnections\n    }\n  }\n"): (typeof documents)["\n  query Connections($status: ConnectionStatus, $cursor: String, $search: String, $first: Int) {\n    connections(status: $status, cursor: $cursor, search: $search, first: $first) {\n      results { connectorId connectedId status } hasNextPage cursor totalConnections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutualConnections($slug: String, $userId: ID, $cursor: String, $first: Int) {\n    mutualConnections(slug: $slug, userId: $userId, cursor: $cursor, first: $first) { results { id } hasNextPage cursor totalMutualConnections }\n  }\n"): (typeof documents)["\n  query MutualConnections($slug: String, $userId: ID, $cursor: String, $first: Int) {\n    mutualConnections(slug: $slug, userId: $userId, cursor: $cursor, first: $first) { results { id } hasNextPage cursor totalMutualConnections }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Connect($connectorId: ID!, $connectedId: ID!, $status: ConnectionStatus, $mutationType: MutationType!) {\n    connection(connectorId: $connectorId, connectedId: $connectedId, status: $status, mutationType: $mutationType) {\n      id connectorId connectedId status connector { id } connected { id }\n    }\n  }\n"): (typeof documents)["\n  mutation Connect($connectorId: ID!, $connectedId: ID!, $status: ConnectionStatus, $mutationType: MutationType!) {\n    connection(connectorId: $connectorId, connectedId: $connectedId, status: $status, mutationType: $mutationType) {\n      id connectorId connectedId status connector { id } connected { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EducationLimits($id: ID, $degree: String, $fieldOfStudy: String, $description: String, $startDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, description: $description, startDate: $startDate, mutationType: $mutationType) {\n      id degree fieldOfStudy description\n    }\n  }\n"): (typeof documents)["\n  mutation EducationLimits($id: ID, $degree: String, $fieldOfStudy: String, $description: String, $startDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, description: $description, startDate: $startDate, mutationType: $mutationType) {\n      id degree fieldOfStudy description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExperienceDescription(\n    $id: ID, $type: String, $opportunityType: String, $jobTitle: String, $description: String, $startDate: DateTime, $mutationType: MutationType!\n  ) {\n    experience(\n      id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, description: $description, startDate: $startDate,\n      mutationType: $mutationType\n    ) { id type opportunityType description }\n  }\n"): (typeof documents)["\n  mutation ExperienceDescription(\n    $id: ID, $type: String, $opportunityType: String, $jobTitle: String, $description: String, $startDate: DateTime, $mutationType: MutationType!\n  ) {\n    experience(\n      id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, description: $description, startDate: $startDate,\n      mutationType: $mutationType\n    ) { id type opportunityType description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Experience($id: ID, $type: String, $opportunityType: String, $jobTitle: String, $organizationId: ID, $description: String,\n    $startDate: DateTime, $endDate: DateTime, $isCurrent: Boolean, $mutationType: MutationType!) {\n    experience(id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, organizationId: $organizationId,\n      description: $description, startDate: $startDate, endDate: $endDate, isCurrent: $isCurrent, mutationType: $mutationType) {\n      id userId type opportunityType jobTitle organizationId organization { id } description startDate endDate isCurrent isPrimary\n    }\n  }\n"): (typeof documents)["\n  mutation Experience($id: ID, $type: String, $opportunityType: String, $jobTitle: String, $organizationId: ID, $description: String,\n    $startDate: DateTime, $endDate: DateTime, $isCurrent: Boolean, $mutationType: MutationType!) {\n    experience(id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, organizationId: $organizationId,\n      description: $description, startDate: $startDate, endDate: $endDate, isCurrent: $isCurrent, mutationType: $mutationType) {\n      id userId type opportunityType jobTitle organizationId organization { id } description startDate endDate isCurrent isPrimary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Education($id: ID, $degree: String, $fieldOfStudy: String, $schoolId: ID, $startDate: DateTime, $endDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, schoolId: $schoolId, startDate: $startDate, endDate: $endDate, mutationType: $mutationType) {\n      id userId degree fieldOfStudy schoolId school { id } startDate endDate\n    }\n  }\n"): (typeof documents)["\n  mutation Education($id: ID, $degree: String, $fieldOfStudy: String, $schoolId: ID, $startDate: DateTime, $endDate: DateTime, $mutationType: MutationType!) {\n    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, schoolId: $schoolId, startDate: $startDate, endDate: $endDate, mutationType: $mutationType) {\n      id userId degree fieldOfStudy schoolId school { id } startDate endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPrimaryExperience($experienceId: ID!) { setPrimaryExperience(experienceId: $experienceId) { id isPrimary } }"): (typeof documents)["mutation SetPrimaryExperience($experienceId: ID!) { setPrimaryExperience(experienceId: $experienceId) { id isPrimary } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query History($slug: String!) {\n    experiences(slug: $slug) { id jobTitle isPrimary }\n    educations(slug: $slug) { id degree }\n    userProfile(slug: $slug) { experiences { id } educations { id } }\n  }\n"): (typeof documents)["\n  query History($slug: String!) {\n    experiences(slug: $slug) { id jobTitle isPrimary }\n    educations(slug: $slug) { id degree }\n    userProfile(slug: $slug) { experiences { id } educations { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchUser($userId: ID!) {\n    switchUser(userId: $userId) { id firstName }\n  }\n"): (typeof documents)["\n  mutation SwitchUser($userId: ID!) {\n    switchUser(userId: $userId) { id firstName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetToAdminUser($userId: ID!) {\n    resetToAdminUser(userId: $userId) { id }\n  }\n"): (typeof documents)["\n  mutation ResetToAdminUser($userId: ID!) {\n    resetToAdminUser(userId: $userId) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SwitchedUser($userId: ID) {\n    switchedUser(userId: $userId) { id firstName }\n  }\n"): (typeof documents)["\n  query SwitchedUser($userId: ID) {\n    switchedUser(userId: $userId) { id firstName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInFromInvitation($email: String!, $password: String!, $mutationType: MutationType!, $firstName: String, $lastName: String,\n    $groupSlug: String, $inviteSlug: String) {\n    signIn(email: $email, password: $password, mutationType: $mutationType, firstName: $firstName, lastName: $lastName,\n      groupSlug: $groupSlug, inviteSlug: $inviteSlug) { id }\n  }\n"): (typeof documents)["\n  mutation SignInFromInvitation($email: String!, $password: String!, $mutationType: MutationType!, $firstName: String, $lastName: String,\n    $groupSlug: String, $inviteSlug: String) {\n    signIn(email: $email, password: $password, mutationType: $mutationType, firstName: $firstName, lastName: $lastName,\n      groupSlug: $groupSlug, inviteSlug: $inviteSlug) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyInvitedEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }"): (typeof documents)["mutation VerifyInvitedEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviterRequests { connections(status: PENDING) { results { connectorId connectedId status } } }\n"): (typeof documents)["\n  query InviterRequests { connections(status: PENDING) { results { connectorId connectedId status } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationPeople($organizationId: ID, $id: ID) {\n    users(organizationId: $organizationId) { results { id firstName } }\n    user(id: $id) { id roles { name organizationId } }\n  }\n"): (typeof documents)["\n  query OrganizationPeople($organizationId: ID, $id: ID) {\n    users(organizationId: $organizationId) { results { id firstName } }\n    user(id: $id) { id roles { name organizationId } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUsersPlatformRole($userIds: [ID!]!, $role: PlatformRole!, $action: PlatformRoleAction!) {\n    updateUsersPlatformRole(userIds: $userIds, role: $role, action: $action) { id roles { name } }\n  }\n"): (typeof documents)["\n  mutation UpdateUsersPlatformRole($userIds: [ID!]!, $role: PlatformRole!, $action: PlatformRoleAction!) {\n    updateUsersPlatformRole(userIds: $userIds, role: $role, action: $action) { id roles { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersWithProfileFiles($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id profile { id profileImageUrl profileImage { avatarUrl } profileResumeUrl resume { url } } }\n    }\n  }\n"): (typeof documents)["\n  query UsersWithProfileFiles($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id profile { id profileImageUrl profileImage { avatarUrl } profileResumeUrl resume { url } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUploadSlot($purpose: ProfileFilePurpose!, $size: Int!, $fileName: String) {\n    profileUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUploadSlot($purpose: ProfileFilePurpose!, $size: Int!, $fileName: String) {\n    profileUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmProfileUpload($slotId: ID!) {\n    confirmProfileUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmProfileUpload($slotId: ID!) {\n    confirmProfileUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProfileFile($purpose: ProfileFilePurpose!) {\n    deleteProfileFile(purpose: $purpose) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProfileFile($purpose: ProfileFilePurpose!) {\n    deleteProfileFile(purpose: $purpose) {\n      id profileImageUrl backgroundImageUrl profileResumeUrl\n      profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n      resume { id contentType fileName url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicProfileFiles($slug: String!) {\n    userProfile(slug: $slug) {\n      id\n      profile {\n        id profileImageUrl backgroundImageUrl profileResumeUrl\n        profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n        resume { id contentType fileName url }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicProfileFiles($slug: String!) {\n    userProfile(slug: $slug) {\n      id\n      profile {\n        id profileImageUrl backgroundImageUrl profileResumeUrl\n        profileImage { id contentType size width height fileName url cardUrl avatarUrl }\n        backgroundImage { id url }\n        resume { id contentType fileName url }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileStats($userId: ID!) { profileStats(userId: $userId) { userId totalConnectionsCount } }\n"): (typeof documents)["\n  query ProfileStats($userId: ID!) { profileStats(userId: $userId) { userId totalConnectionsCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileStatsReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on ProfileStats { userId totalConnectionsCount } }\n  }\n"): (typeof documents)["\n  query ProfileStatsReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on ProfileStats { userId totalConnectionsCount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockForStats($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n"): (typeof documents)["\n  mutation BlockForStats($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityDashboard { dashboardAnalytics { userId pendingConnectionsCount } }\n"): (typeof documents)["\n  query IdentityDashboard { dashboardAnalytics { userId pendingConnectionsCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestionsUpdateLocation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n"): (typeof documents)["\n  mutation SuggestionsUpdateLocation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuggestionsBlock($profileId: ID!) { blockProfile(profileId: $profileId) { id } }"): (typeof documents)["mutation SuggestionsBlock($profileId: ID!) { blockProfile(profileId: $profileId) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedConnections($cursor: String, $first: Int) {\n    suggestedConnections(cursor: $cursor, first: $first) {\n      results { user { id firstName } mutualConnections sharedOrganizations sharedGroups sameCity }\n      hasNextPage\n      cursor\n    }\n  }\n"): (typeof documents)["\n  query SuggestedConnections($cursor: String, $first: Int) {\n    suggestedConnections(cursor: $cursor, first: $first) {\n      results { user { id firstName } mutualConnections sharedOrganizations sharedGroups sameCity }\n      hasNextPage\n      cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Testimonial($text: String, $mutationType: MutationType!) {\n    testimonial(text: $text, mutationType: $mutationType) { id text status userId user { id firstName } }\n  }\n"): (typeof documents)["\n  mutation Testimonial($text: String, $mutationType: MutationType!) {\n    testimonial(text: $text, mutationType: $mutationType) { id text status userId user { id firstName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewTestimonial($id: ID!, $status: TestimonialStatus!) {\n    reviewTestimonial(id: $id, status: $status) { id status reviewedAt }\n  }\n"): (typeof documents)["\n  mutation ReviewTestimonial($id: ID!, $status: TestimonialStatus!) {\n    reviewTestimonial(id: $id, status: $status) { id status reviewedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials($status: TestimonialStatus, $cursor: String, $first: Int) {\n    testimonials(status: $status, cursor: $cursor, first: $first) {\n      results { id text status user { firstName } }\n      hasNextPage\n      cursor\n    }\n  }\n"): (typeof documents)["\n  query Testimonials($status: TestimonialStatus, $cursor: String, $first: Int) {\n    testimonials(status: $status, cursor: $cursor, first: $first) {\n      results { id text status user { firstName } }\n      hasNextPage\n      cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTestimonial { myTestimonial { id text status } }\n"): (typeof documents)["\n  query MyTestimonial { myTestimonial { id text status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }"): (typeof documents)["mutation VerifyEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendEmailVerification($email: String) { sendEmailVerification(email: $email) }"): (typeof documents)["mutation SendEmailVerification($email: String) { sendEmailVerification(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }"): (typeof documents)["mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }"): (typeof documents)["mutation UpdatePassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) { id firstName lastName profile { about language } location { country city state zipcode } }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) { id firstName lastName profile { about language } location { country city state zipcode } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPasswordLimited($email: String!) { forgotPassword(email: $email) }"): (typeof documents)["mutation ForgotPasswordLimited($email: String!) { forgotPassword(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendEmailVerificationLimited($email: String) { sendEmailVerification(email: $email) }"): (typeof documents)["mutation SendEmailVerificationLimited($email: String) { sendEmailVerification(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersGuarded($search: String, $first: Int) { users(search: $search, first: $first) { results { id } } }"): (typeof documents)["query UsersGuarded($search: String, $first: Int) { users(search: $search, first: $first) { results { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($search: String, $cursor: String, $organizationId: ID, $groupId: ID, $eventId: ID, $first: Int) {\n    users(search: $search, cursor: $cursor, organizationId: $organizationId, groupId: $groupId, eventId: $eventId, first: $first) {\n      results { id firstName lastName status email }\n      hasNextPage\n      cursor\n    }\n  }\n"): (typeof documents)["\n  query Users($search: String, $cursor: String, $organizationId: ID, $groupId: ID, $eventId: ID, $first: Int) {\n    users(search: $search, cursor: $cursor, organizationId: $organizationId, groupId: $groupId, eventId: $eventId, first: $first) {\n      results { id firstName lastName status email }\n      hasNextPage\n      cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOwnEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id email isEmailVerified } }\n"): (typeof documents)["\n  mutation VerifyOwnEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id email isEmailVerified } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WhoAmI { me { id } }"): (typeof documents)["query WhoAmI { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotOwnPassword($email: String!) { forgotPassword(email: $email) }"): (typeof documents)["mutation ForgotOwnPassword($email: String!) { forgotPassword(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetOwnPassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }"): (typeof documents)["mutation ResetOwnPassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileAbout($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id profile { about } } }\n"): (typeof documents)["\n  mutation UpdateProfileAbout($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id profile { about } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyEmailAndSignIn($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }"): (typeof documents)["mutation VerifyEmailAndSignIn($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogOut { logout }"): (typeof documents)["mutation LogOut { logout }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me { me { id } }"): (typeof documents)["query Me { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserProfile($slug: String!) { userProfile(slug: $slug) { id firstName email } }"): (typeof documents)["query UserProfile($slug: String!) { userProfile(slug: $slug) { id firstName email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query User($id: ID, $slug: String, $profileId: ID) { user(id: $id, slug: $slug, profileId: $profileId) { id profile { id } } }"): (typeof documents)["query User($id: ID, $slug: String, $profileId: ID) { user(id: $id, slug: $slug, profileId: $profileId) { id profile { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query References($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName } ... on Profile { id } } }"): (typeof documents)["query References($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName } ... on Profile { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileForBatch($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n"): (typeof documents)["\n  mutation UpdateProfileForBatch($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersWithChildren($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id firstName profile { id about } location { city } roles { name organizationId } }\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query UsersWithChildren($search: String, $first: Int) {\n    users(search: $search, first: $first) {\n      results { id firstName profile { id about } location { city } roles { name organizationId } }\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on User { id firstName profile { id about } location { city } roles { name organizationId } }\n    }\n  }\n"): (typeof documents)["\n  query UserReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on User { id firstName profile { id about } location { city } roles { name organizationId } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on Profile { id userId about } }\n  }\n"): (typeof documents)["\n  query ProfileReferences($representations: [_Any!]!) {\n    _entities(representations: $representations) { ... on Profile { id userId about } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($firstName: String, $lastName: String, $email: String!, $password: String!, $mutationType: MutationType!, $isSubscribed: Boolean) {\n    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: $mutationType, isSubscribed: $isSubscribed) {\n      id slug firstName lastName email isEmailVerified isSendNewsletters status\n      profile { id userId about }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($firstName: String, $lastName: String, $email: String!, $password: String!, $mutationType: MutationType!, $isSubscribed: Boolean) {\n    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: $mutationType, isSubscribed: $isSubscribed) {\n      id slug firstName lastName email isEmailVerified isSendNewsletters status\n      profile { id userId about }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Video($id: ID, $title: String, $videoUrl: String, $slotId: ID, $profileId: ID, $status: VideoStatus, $mutationType: MutationType!) {\n    video(id: $id, title: $title, videoUrl: $videoUrl, slotId: $slotId, profileId: $profileId, status: $status, mutationType: $mutationType) {\n      id title videoUrl status profileId file { id contentType fileName url }\n    }\n  }\n"): (typeof documents)["\n  mutation Video($id: ID, $title: String, $videoUrl: String, $slotId: ID, $profileId: ID, $status: VideoStatus, $mutationType: MutationType!) {\n    video(id: $id, title: $title, videoUrl: $videoUrl, slotId: $slotId, profileId: $profileId, status: $status, mutationType: $mutationType) {\n      id title videoUrl status profileId file { id contentType fileName url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Videos($profileId: ID!, $cursor: String, $first: Int) {\n    videos(profileId: $profileId, cursor: $cursor, first: $first) {\n      results { id title videoUrl status }\n      hasNextPage\n      cursor\n    }\n  }\n"): (typeof documents)["\n  query Videos($profileId: ID!, $cursor: String, $first: Int) {\n    videos(profileId: $profileId, cursor: $cursor, first: $first) {\n      results { id title videoUrl status }\n      hasNextPage\n      cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileVideos($slug: String!) {\n    userProfile(slug: $slug) { profile { videos { results { title status } } } }\n  }\n"): (typeof documents)["\n  query ProfileVideos($slug: String!) {\n    userProfile(slug: $slug) { profile { videos { results { title status } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockForVideos($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n"): (typeof documents)["\n  mutation BlockForVideos($profileId: ID!) { blockProfile(profileId: $profileId) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VideoUploadSlot($profileId: ID!, $size: Int!, $fileName: String) {\n    videoUploadSlot(profileId: $profileId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation VideoUploadSlot($profileId: ID!, $size: Int!, $fileName: String) {\n    videoUploadSlot(profileId: $profileId, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
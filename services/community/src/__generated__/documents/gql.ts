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
    "\n  mutation SaveComment($id: ID, $body: String, $prayerId: ID, $newsFeedPostId: ID, $reaction: ReactionName, $mutationType: MutationType!) {\n    comment(id: $id, body: $body, prayerId: $prayerId, newsFeedPostId: $newsFeedPostId, reaction: $reaction, mutationType: $mutationType) {\n      id body isEdited status prayerId newsFeedPostId user { id } reactions { name userIds }\n    }\n  }\n": typeof types.SaveCommentDocument,
    "\n  query Comments($newsFeedPostId: ID, $prayerId: ID, $cursor: String, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, prayerId: $prayerId, cursor: $cursor, first: $first) {\n      results { id body user { id } reactions { name userIds } } hasNextPage cursor totalCount\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  mutation React($name: ReactionName!, $newsFeedPostId: ID, $commentId: ID, $prayerId: ID, $mutationType: MutationType!) {\n    reaction(name: $name, newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId, mutationType: $mutationType) {\n      name count userIds users { id } viewerHasReacted\n    }\n  }\n": typeof types.ReactDocument,
    "\n  query Reactions($newsFeedPostId: ID, $commentId: ID, $prayerId: ID) {\n    reactions(newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId) { name count userIds viewerHasReacted }\n  }\n": typeof types.ReactionsDocument,
    "\n  mutation SavePost($id: ID, $body: String, $imageUrl: String, $videoUrl: String, $imageUploadId: ID, $videoUploadId: ID,\n    $groupId: ID, $eventId: ID, $status: ModerationStatus, $isFeatured: Boolean, $mutationType: MutationType!) {\n    newsFeedPost(id: $id, body: $body, imageUrl: $imageUrl, videoUrl: $videoUrl, imageUploadId: $imageUploadId,\n      videoUploadId: $videoUploadId, groupId: $groupId, eventId: $eventId, status: $status, isFeatured: $isFeatured,\n      mutationType: $mutationType) {\n      id groupId eventId profileId body imageUrl videoUrl commentsCount isEdited isFeatured status\n      user { id } group { id } image { id contentType } video { id }\n    }\n  }\n": typeof types.SavePostDocument,
    "\n  query Post($id: ID!) { newsFeedPost(id: $id) { id body status commentsCount isEdited } }\n": typeof types.PostDocument,
    "\n  query Feed($filterByType: FeedScope, $cursor: String, $first: Int) {\n    newsFeedPosts(filterByType: $filterByType, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n": typeof types.FeedDocument,
    "\n  query GroupFeed($groupId: ID!, $cursor: String, $first: Int) {\n    groupFeedPosts(groupId: $groupId, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n": typeof types.GroupFeedDocument,
    "\n  query EventFeed($eventId: ID!) { eventFeedPosts(eventId: $eventId) { results { id } } }\n": typeof types.EventFeedDocument,
    "\n  query ProfileFeed($authorProfileId: ID!, $cursor: String) {\n    profileNewsFeedPosts(authorProfileId: $authorProfileId, cursor: $cursor) { results { id profileId } hasNextPage cursor }\n  }\n": typeof types.ProfileFeedDocument,
    "\n  mutation FeedUploadSlot($purpose: FeedFilePurpose!, $size: Int!, $fileName: String) {\n    feedUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": typeof types.FeedUploadSlotDocument,
    "\n  query Links($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    links(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n": typeof types.LinksDocument,
    "\n  query Resources($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    resources(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url description groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n": typeof types.ResourcesDocument,
    "\n  query Faqs($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    faqs(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id question answer groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n": typeof types.FaqsDocument,
    "\n  mutation SaveLink($id: ID, $label: String, $url: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    link(id: $id, label: $label, url: $url, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n": typeof types.SaveLinkDocument,
    "\n  mutation SaveResource($id: ID, $label: String, $url: String, $description: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    resource(id: $id, label: $label, url: $url, description: $description, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url description groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n": typeof types.SaveResourceDocument,
    "\n  mutation SaveFaq($id: ID, $question: String, $answer: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    faq(id: $id, question: $question, answer: $answer, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id question answer groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n": typeof types.SaveFaqDocument,
    "\n  mutation SaveLinks($groupId: ID, $eventId: ID, $links: [LinkInput!], $mutationType: MutationType!) {\n    links(groupId: $groupId, eventId: $eventId, links: $links, mutationType: $mutationType) { id label url createdBy { id } }\n  }\n": typeof types.SaveLinksDocument,
    "\n  mutation SaveResources($groupId: ID, $eventId: ID, $resources: [ResourceInput!], $mutationType: MutationType!) {\n    resources(groupId: $groupId, eventId: $eventId, resources: $resources, mutationType: $mutationType) {\n      id label url description createdBy { id }\n    }\n  }\n": typeof types.SaveResourcesDocument,
    "\n  mutation SaveFaqs($groupId: ID, $eventId: ID, $faqs: [FaqInput!], $mutationType: MutationType!) {\n    faqs(groupId: $groupId, eventId: $eventId, faqs: $faqs, mutationType: $mutationType) { id question answer createdBy { id } }\n  }\n": typeof types.SaveFaqsDocument,
    "\n  mutation GroupUploadSlot($groupId: ID!, $purpose: GroupFilePurpose!, $size: Int!, $fileName: String) {\n    groupUploadSlot(groupId: $groupId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": typeof types.GroupUploadSlotDocument,
    "\n  mutation ConfirmGroupUpload($slotId: ID!) {\n    confirmGroupUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl\n      profileImage { id contentType width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n    }\n  }\n": typeof types.ConfirmGroupUploadDocument,
    "\n  mutation DeleteGroupFile($groupId: ID!, $purpose: GroupFilePurpose!) {\n    deleteGroupFile(groupId: $groupId, purpose: $purpose) { id profileImageUrl backgroundImageUrl profileImage { id } }\n  }\n": typeof types.DeleteGroupFileDocument,
    "\n  query GroupImages($slug: String!) {\n    group(slug: $slug) { id profileImageUrl backgroundImageUrl profileImage { id avatarUrl } }\n  }\n": typeof types.GroupImagesDocument,
    "query GroupsSearchGuarded($search: String) { groups(search: $search) { results { id } } }": typeof types.GroupsSearchGuardedDocument,
    "query GroupBySlug($slug: String!) { group(slug: $slug) { id name privacy } }": typeof types.GroupBySlugDocument,
    "query GroupAccess($slug: String!) {\n    group(slug: $slug) { id membersCount viewerStatus viewerAccess { feed { canSee canUse } links { canSee canUse } } }\n  }": typeof types.GroupAccessDocument,
    "query GroupReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id name slug } } }": typeof types.GroupReferencesDocument,
    "query Groups($search: String, $cursor: String, $first: Int) {\n    groups(search: $search, cursor: $cursor, first: $first) { results { id name } hasNextPage cursor }\n  }": typeof types.GroupsDocument,
    "query GroupsWithViewer($search: String, $first: Int) {\n    groups(search: $search, first: $first) {\n      results { id membersCount viewerStatus viewerAccess { feed { canSee canUse } } profileImageUrl location { city } permissions { feed { isVisible } } }\n    }\n  }": typeof types.GroupsWithViewerDocument,
    "query MyGroups($cursor: String, $type: String, $search: String, $first: Int) {\n    myGroups(cursor: $cursor, type: $type, search: $search, first: $first) { results { id name } hasNextPage cursor }\n  }": typeof types.MyGroupsDocument,
    "\n  mutation SaveGroup($id: ID, $name: String, $about: String, $email: String, $privacy: GroupPrivacy, $isSearchable: Boolean,\n    $location: GroupLocationInput, $permissions: GroupPermissionsInput, $pinnedNewsFeedPostId: ID, $mutationType: MutationType!) {\n    group(id: $id, name: $name, about: $about, email: $email, privacy: $privacy, isSearchable: $isSearchable,\n      location: $location, permissions: $permissions, pinnedNewsFeedPostId: $pinnedNewsFeedPostId, mutationType: $mutationType) {\n      id slug name status isSearchable privacy about email profileImageUrl backgroundImageUrl createdAt updatedAt\n      location { country city state zipcode }\n      permissions {\n        feed { isVisible isAccessible } prayer { isVisible isAccessible } links { isVisible isAccessible }\n        resources { isVisible isAccessible } faqs { isVisible isAccessible }\n      }\n      pinnedNewsFeedPostId membersCount viewerStatus\n    }\n  }\n": typeof types.SaveGroupDocument,
    "query MyGroupsByType($type: String) { myGroups(type: $type) { results { id viewerStatus } } }": typeof types.MyGroupsByTypeDocument,
    "\n  fragment MembershipLists on GroupMembership {\n    groupId\n    group { id membersCount viewerStatus }\n    admins { id } members { id } requesters { id } invitees { id }\n    inviteEmails { email }\n  }\n": typeof types.MembershipListsFragmentDoc,
    "\n  query MembershipsOfGroups($a: ID!, $b: ID!, $c: ID!, $d: ID!, $e: ID!) {\n    a: groupMembership(groupId: $a) { ...MembershipLists }\n    b: groupMembership(groupId: $b) { ...MembershipLists }\n    c: groupMembership(groupId: $c) { ...MembershipLists }\n    d: groupMembership(groupId: $d) { ...MembershipLists }\n    e: groupMembership(groupId: $e) { ...MembershipLists }\n  }\n": typeof types.MembershipsOfGroupsDocument,
    "\n  mutation ChangeMembership($groupId: ID!, $adminIds: [ID!], $memberIds: [ID!], $requesterIds: [ID!], $inviteeIds: [ID!],\n    $membershipAction: MembershipAction, $mutationType: MutationType!) {\n    groupMembership(groupId: $groupId, adminIds: $adminIds, memberIds: $memberIds, requesterIds: $requesterIds,\n      inviteeIds: $inviteeIds, membershipAction: $membershipAction, mutationType: $mutationType) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n": typeof types.ChangeMembershipDocument,
    "\n  query Membership($groupId: ID!) {\n    groupMembership(groupId: $groupId) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n": typeof types.MembershipDocument,
    "\n  mutation InviteByEmail($groupId: ID!, $userEmails: [String!]!) {\n    groupInviteNonKoinoniaMembers(groupId: $groupId, userEmails: $userEmails) {\n      groupId inviteEmails { email isAccepted }\n    }\n  }\n": typeof types.InviteByEmailDocument,
    "mutation HidePrayers($id: ID) { group(id: $id, permissions: { prayer: { isVisible: false } }, mutationType: EDIT) { id } }": typeof types.HidePrayersDocument,
    "query PrayerPageFields($groupId: ID) {\n      prayers(groupId: $groupId, first: 50) { results { id prayedCount viewerHasPrayed viewerCanModerate group { id } prayerUpdates { id } } }\n    }": typeof types.PrayerPageFieldsDocument,
    "query PrayerReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Prayer { id body } } }": typeof types.PrayerReferencesDocument,
    "\n  mutation SavePrayer($id: ID, $body: String, $groupId: ID, $eventId: ID, $audience: PrayerAudience, $isAnswered: Boolean,\n    $testimony: String, $isCommentable: Boolean, $mutationType: MutationType!) {\n    prayer(id: $id, body: $body, groupId: $groupId, eventId: $eventId, audience: $audience, isAnswered: $isAnswered,\n      testimony: $testimony, isCommentable: $isCommentable, mutationType: $mutationType) {\n      id body audience groupId eventId isAnswered answeredAt testimony isCommentable isEdited\n      user { id } group { id } prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate createdAt updatedAt\n      prayerUpdates { id body }\n    }\n  }\n": typeof types.SavePrayerDocument,
    "\n  query Prayers($groupId: ID, $eventId: ID, $filterByType: PrayerFilter, $cursor: String, $first: Int) {\n    prayers(groupId: $groupId, eventId: $eventId, filterByType: $filterByType, cursor: $cursor, first: $first) {\n      results { id body isAnswered }\n      hasNextPage cursor\n    }\n  }\n": typeof types.PrayersDocument,
    "\n  query Prayer($id: ID!) {\n    prayer(id: $id) {\n      id body isAnswered answeredAt testimony isCommentable isEdited prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate\n      prayerUpdates { id body isEdited }\n    }\n  }\n": typeof types.PrayerDocument,
    "\n  mutation PrayerIsCommentable($id: ID, $prayerId: ID, $isCommentable: Boolean!) {\n    prayerIsCommentable(id: $id, prayerId: $prayerId, isCommentable: $isCommentable) { id isCommentable }\n  }\n": typeof types.PrayerIsCommentableDocument,
    "\n  mutation PrayerUpdate($id: ID, $prayerId: ID, $body: String, $mutationType: MutationType!) {\n    prayerUpdate(id: $id, prayerId: $prayerId, body: $body, mutationType: $mutationType) { id prayerId body isEdited createdAt }\n  }\n": typeof types.PrayerUpdateDocument,
    "\n  fragment Reacted on NewsFeedPost { reactionCounts { name count } viewerReactions }\n": typeof types.ReactedFragmentDoc,
    "\n  query ReactedFeedPage($first: Int) {\n    newsFeedPosts(first: $first) {\n      results { id commentsCount profileId user { id } group { id name } ...Reacted }\n    }\n  }\n": typeof types.ReactedFeedPageDocument,
    "\n  query ReactedCommentPage($newsFeedPostId: ID, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, first: $first) {\n      results { id user { id } reactions { name userIds } reactionCounts { name count } viewerReactions }\n    }\n  }\n": typeof types.ReactedCommentPageDocument,
    "\n  query ReactedPrayerPage($first: Int) {\n    prayers(first: $first) { results { id prayedCount viewerHasPrayed reactionCounts { name count } viewerReactions } }\n  }\n": typeof types.ReactedPrayerPageDocument,
    "\n  mutation ReportContent($contentType: ReportContentType, $contentId: ID, $reason: String) {\n    reportContent(contentType: $contentType, contentId: $contentId, reason: $reason) {\n      success message\n      report {\n        id reporter { id } reporterProfileId contentType contentId contentAuthor { id } groupId contentBody reason status\n        actionTaken moderatorNotes reviewedById reviewedAt createdAt\n      }\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  query Reports($cursor: String, $status: ReportStatus, $contentType: ReportContentType, $first: Int, $toReview: Boolean) {\n    reports(cursor: $cursor, status: $status, contentType: $contentType, first: $first, toReview: $toReview) {\n      results { id contentType contentId contentBody commentOn { contentType id } status actionTaken moderatorNotes reviewedById reviewedAt }\n      hasNextPage cursor totalCount viewerIsReviewer\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  mutation ReviewReports($reportIds: [ID!], $actionTaken: ReportAction, $moderatorNotes: String) {\n    reviewMultipleReports(reportIds: $reportIds, actionTaken: $actionTaken, moderatorNotes: $moderatorNotes) {\n      id contentId status actionTaken moderatorNotes reviewedById reviewedAt\n    }\n  }\n": typeof types.ReviewReportsDocument,
    "query AccessGroup($slug: String!) { group(slug: $slug) { id } }": typeof types.AccessGroupDocument,
    "query AccessGroups($search: String) { groups(search: $search) { results { id } } }": typeof types.AccessGroupsDocument,
    "query AccessMyGroups { myGroups { results { id } } }": typeof types.AccessMyGroupsDocument,
};
const documents: Documents = {
    "\n  mutation SaveComment($id: ID, $body: String, $prayerId: ID, $newsFeedPostId: ID, $reaction: ReactionName, $mutationType: MutationType!) {\n    comment(id: $id, body: $body, prayerId: $prayerId, newsFeedPostId: $newsFeedPostId, reaction: $reaction, mutationType: $mutationType) {\n      id body isEdited status prayerId newsFeedPostId user { id } reactions { name userIds }\n    }\n  }\n": types.SaveCommentDocument,
    "\n  query Comments($newsFeedPostId: ID, $prayerId: ID, $cursor: String, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, prayerId: $prayerId, cursor: $cursor, first: $first) {\n      results { id body user { id } reactions { name userIds } } hasNextPage cursor totalCount\n    }\n  }\n": types.CommentsDocument,
    "\n  mutation React($name: ReactionName!, $newsFeedPostId: ID, $commentId: ID, $prayerId: ID, $mutationType: MutationType!) {\n    reaction(name: $name, newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId, mutationType: $mutationType) {\n      name count userIds users { id } viewerHasReacted\n    }\n  }\n": types.ReactDocument,
    "\n  query Reactions($newsFeedPostId: ID, $commentId: ID, $prayerId: ID) {\n    reactions(newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId) { name count userIds viewerHasReacted }\n  }\n": types.ReactionsDocument,
    "\n  mutation SavePost($id: ID, $body: String, $imageUrl: String, $videoUrl: String, $imageUploadId: ID, $videoUploadId: ID,\n    $groupId: ID, $eventId: ID, $status: ModerationStatus, $isFeatured: Boolean, $mutationType: MutationType!) {\n    newsFeedPost(id: $id, body: $body, imageUrl: $imageUrl, videoUrl: $videoUrl, imageUploadId: $imageUploadId,\n      videoUploadId: $videoUploadId, groupId: $groupId, eventId: $eventId, status: $status, isFeatured: $isFeatured,\n      mutationType: $mutationType) {\n      id groupId eventId profileId body imageUrl videoUrl commentsCount isEdited isFeatured status\n      user { id } group { id } image { id contentType } video { id }\n    }\n  }\n": types.SavePostDocument,
    "\n  query Post($id: ID!) { newsFeedPost(id: $id) { id body status commentsCount isEdited } }\n": types.PostDocument,
    "\n  query Feed($filterByType: FeedScope, $cursor: String, $first: Int) {\n    newsFeedPosts(filterByType: $filterByType, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n": types.FeedDocument,
    "\n  query GroupFeed($groupId: ID!, $cursor: String, $first: Int) {\n    groupFeedPosts(groupId: $groupId, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n": types.GroupFeedDocument,
    "\n  query EventFeed($eventId: ID!) { eventFeedPosts(eventId: $eventId) { results { id } } }\n": types.EventFeedDocument,
    "\n  query ProfileFeed($authorProfileId: ID!, $cursor: String) {\n    profileNewsFeedPosts(authorProfileId: $authorProfileId, cursor: $cursor) { results { id profileId } hasNextPage cursor }\n  }\n": types.ProfileFeedDocument,
    "\n  mutation FeedUploadSlot($purpose: FeedFilePurpose!, $size: Int!, $fileName: String) {\n    feedUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": types.FeedUploadSlotDocument,
    "\n  query Links($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    links(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n": types.LinksDocument,
    "\n  query Resources($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    resources(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url description groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n": types.ResourcesDocument,
    "\n  query Faqs($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    faqs(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id question answer groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n": types.FaqsDocument,
    "\n  mutation SaveLink($id: ID, $label: String, $url: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    link(id: $id, label: $label, url: $url, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n": types.SaveLinkDocument,
    "\n  mutation SaveResource($id: ID, $label: String, $url: String, $description: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    resource(id: $id, label: $label, url: $url, description: $description, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url description groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n": types.SaveResourceDocument,
    "\n  mutation SaveFaq($id: ID, $question: String, $answer: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    faq(id: $id, question: $question, answer: $answer, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id question answer groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n": types.SaveFaqDocument,
    "\n  mutation SaveLinks($groupId: ID, $eventId: ID, $links: [LinkInput!], $mutationType: MutationType!) {\n    links(groupId: $groupId, eventId: $eventId, links: $links, mutationType: $mutationType) { id label url createdBy { id } }\n  }\n": types.SaveLinksDocument,
    "\n  mutation SaveResources($groupId: ID, $eventId: ID, $resources: [ResourceInput!], $mutationType: MutationType!) {\n    resources(groupId: $groupId, eventId: $eventId, resources: $resources, mutationType: $mutationType) {\n      id label url description createdBy { id }\n    }\n  }\n": types.SaveResourcesDocument,
    "\n  mutation SaveFaqs($groupId: ID, $eventId: ID, $faqs: [FaqInput!], $mutationType: MutationType!) {\n    faqs(groupId: $groupId, eventId: $eventId, faqs: $faqs, mutationType: $mutationType) { id question answer createdBy { id } }\n  }\n": types.SaveFaqsDocument,
    "\n  mutation GroupUploadSlot($groupId: ID!, $purpose: GroupFilePurpose!, $size: Int!, $fileName: String) {\n    groupUploadSlot(groupId: $groupId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n": types.GroupUploadSlotDocument,
    "\n  mutation ConfirmGroupUpload($slotId: ID!) {\n    confirmGroupUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl\n      profileImage { id contentType width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n    }\n  }\n": types.ConfirmGroupUploadDocument,
    "\n  mutation DeleteGroupFile($groupId: ID!, $purpose: GroupFilePurpose!) {\n    deleteGroupFile(groupId: $groupId, purpose: $purpose) { id profileImageUrl backgroundImageUrl profileImage { id } }\n  }\n": types.DeleteGroupFileDocument,
    "\n  query GroupImages($slug: String!) {\n    group(slug: $slug) { id profileImageUrl backgroundImageUrl profileImage { id avatarUrl } }\n  }\n": types.GroupImagesDocument,
    "query GroupsSearchGuarded($search: String) { groups(search: $search) { results { id } } }": types.GroupsSearchGuardedDocument,
    "query GroupBySlug($slug: String!) { group(slug: $slug) { id name privacy } }": types.GroupBySlugDocument,
    "query GroupAccess($slug: String!) {\n    group(slug: $slug) { id membersCount viewerStatus viewerAccess { feed { canSee canUse } links { canSee canUse } } }\n  }": types.GroupAccessDocument,
    "query GroupReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id name slug } } }": types.GroupReferencesDocument,
    "query Groups($search: String, $cursor: String, $first: Int) {\n    groups(search: $search, cursor: $cursor, first: $first) { results { id name } hasNextPage cursor }\n  }": types.GroupsDocument,
    "query GroupsWithViewer($search: String, $first: Int) {\n    groups(search: $search, first: $first) {\n      results { id membersCount viewerStatus viewerAccess { feed { canSee canUse } } profileImageUrl location { city } permissions { feed { isVisible } } }\n    }\n  }": types.GroupsWithViewerDocument,
    "query MyGroups($cursor: String, $type: String, $search: String, $first: Int) {\n    myGroups(cursor: $cursor, type: $type, search: $search, first: $first) { results { id name } hasNextPage cursor }\n  }": types.MyGroupsDocument,
    "\n  mutation SaveGroup($id: ID, $name: String, $about: String, $email: String, $privacy: GroupPrivacy, $isSearchable: Boolean,\n    $location: GroupLocationInput, $permissions: GroupPermissionsInput, $pinnedNewsFeedPostId: ID, $mutationType: MutationType!) {\n    group(id: $id, name: $name, about: $about, email: $email, privacy: $privacy, isSearchable: $isSearchable,\n      location: $location, permissions: $permissions, pinnedNewsFeedPostId: $pinnedNewsFeedPostId, mutationType: $mutationType) {\n      id slug name status isSearchable privacy about email profileImageUrl backgroundImageUrl createdAt updatedAt\n      location { country city state zipcode }\n      permissions {\n        feed { isVisible isAccessible } prayer { isVisible isAccessible } links { isVisible isAccessible }\n        resources { isVisible isAccessible } faqs { isVisible isAccessible }\n      }\n      pinnedNewsFeedPostId membersCount viewerStatus\n    }\n  }\n": types.SaveGroupDocument,
    "query MyGroupsByType($type: String) { myGroups(type: $type) { results { id viewerStatus } } }": types.MyGroupsByTypeDocument,
    "\n  fragment MembershipLists on GroupMembership {\n    groupId\n    group { id membersCount viewerStatus }\n    admins { id } members { id } requesters { id } invitees { id }\n    inviteEmails { email }\n  }\n": types.MembershipListsFragmentDoc,
    "\n  query MembershipsOfGroups($a: ID!, $b: ID!, $c: ID!, $d: ID!, $e: ID!) {\n    a: groupMembership(groupId: $a) { ...MembershipLists }\n    b: groupMembership(groupId: $b) { ...MembershipLists }\n    c: groupMembership(groupId: $c) { ...MembershipLists }\n    d: groupMembership(groupId: $d) { ...MembershipLists }\n    e: groupMembership(groupId: $e) { ...MembershipLists }\n  }\n": types.MembershipsOfGroupsDocument,
    "\n  mutation ChangeMembership($groupId: ID!, $adminIds: [ID!], $memberIds: [ID!], $requesterIds: [ID!], $inviteeIds: [ID!],\n    $membershipAction: MembershipAction, $mutationType: MutationType!) {\n    groupMembership(groupId: $groupId, adminIds: $adminIds, memberIds: $memberIds, requesterIds: $requesterIds,\n      inviteeIds: $inviteeIds, membershipAction: $membershipAction, mutationType: $mutationType) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n": types.ChangeMembershipDocument,
    "\n  query Membership($groupId: ID!) {\n    groupMembership(groupId: $groupId) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n": types.MembershipDocument,
    "\n  mutation InviteByEmail($groupId: ID!, $userEmails: [String!]!) {\n    groupInviteNonKoinoniaMembers(groupId: $groupId, userEmails: $userEmails) {\n      groupId inviteEmails { email isAccepted }\n    }\n  }\n": types.InviteByEmailDocument,
    "mutation HidePrayers($id: ID) { group(id: $id, permissions: { prayer: { isVisible: false } }, mutationType: EDIT) { id } }": types.HidePrayersDocument,
    "query PrayerPageFields($groupId: ID) {\n      prayers(groupId: $groupId, first: 50) { results { id prayedCount viewerHasPrayed viewerCanModerate group { id } prayerUpdates { id } } }\n    }": types.PrayerPageFieldsDocument,
    "query PrayerReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Prayer { id body } } }": types.PrayerReferencesDocument,
    "\n  mutation SavePrayer($id: ID, $body: String, $groupId: ID, $eventId: ID, $audience: PrayerAudience, $isAnswered: Boolean,\n    $testimony: String, $isCommentable: Boolean, $mutationType: MutationType!) {\n    prayer(id: $id, body: $body, groupId: $groupId, eventId: $eventId, audience: $audience, isAnswered: $isAnswered,\n      testimony: $testimony, isCommentable: $isCommentable, mutationType: $mutationType) {\n      id body audience groupId eventId isAnswered answeredAt testimony isCommentable isEdited\n      user { id } group { id } prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate createdAt updatedAt\n      prayerUpdates { id body }\n    }\n  }\n": types.SavePrayerDocument,
    "\n  query Prayers($groupId: ID, $eventId: ID, $filterByType: PrayerFilter, $cursor: String, $first: Int) {\n    prayers(groupId: $groupId, eventId: $eventId, filterByType: $filterByType, cursor: $cursor, first: $first) {\n      results { id body isAnswered }\n      hasNextPage cursor\n    }\n  }\n": types.PrayersDocument,
    "\n  query Prayer($id: ID!) {\n    prayer(id: $id) {\n      id body isAnswered answeredAt testimony isCommentable isEdited prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate\n      prayerUpdates { id body isEdited }\n    }\n  }\n": types.PrayerDocument,
    "\n  mutation PrayerIsCommentable($id: ID, $prayerId: ID, $isCommentable: Boolean!) {\n    prayerIsCommentable(id: $id, prayerId: $prayerId, isCommentable: $isCommentable) { id isCommentable }\n  }\n": types.PrayerIsCommentableDocument,
    "\n  mutation PrayerUpdate($id: ID, $prayerId: ID, $body: String, $mutationType: MutationType!) {\n    prayerUpdate(id: $id, prayerId: $prayerId, body: $body, mutationType: $mutationType) { id prayerId body isEdited createdAt }\n  }\n": types.PrayerUpdateDocument,
    "\n  fragment Reacted on NewsFeedPost { reactionCounts { name count } viewerReactions }\n": types.ReactedFragmentDoc,
    "\n  query ReactedFeedPage($first: Int) {\n    newsFeedPosts(first: $first) {\n      results { id commentsCount profileId user { id } group { id name } ...Reacted }\n    }\n  }\n": types.ReactedFeedPageDocument,
    "\n  query ReactedCommentPage($newsFeedPostId: ID, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, first: $first) {\n      results { id user { id } reactions { name userIds } reactionCounts { name count } viewerReactions }\n    }\n  }\n": types.ReactedCommentPageDocument,
    "\n  query ReactedPrayerPage($first: Int) {\n    prayers(first: $first) { results { id prayedCount viewerHasPrayed reactionCounts { name count } viewerReactions } }\n  }\n": types.ReactedPrayerPageDocument,
    "\n  mutation ReportContent($contentType: ReportContentType, $contentId: ID, $reason: String) {\n    reportContent(contentType: $contentType, contentId: $contentId, reason: $reason) {\n      success message\n      report {\n        id reporter { id } reporterProfileId contentType contentId contentAuthor { id } groupId contentBody reason status\n        actionTaken moderatorNotes reviewedById reviewedAt createdAt\n      }\n    }\n  }\n": types.ReportContentDocument,
    "\n  query Reports($cursor: String, $status: ReportStatus, $contentType: ReportContentType, $first: Int, $toReview: Boolean) {\n    reports(cursor: $cursor, status: $status, contentType: $contentType, first: $first, toReview: $toReview) {\n      results { id contentType contentId contentBody commentOn { contentType id } status actionTaken moderatorNotes reviewedById reviewedAt }\n      hasNextPage cursor totalCount viewerIsReviewer\n    }\n  }\n": types.ReportsDocument,
    "\n  mutation ReviewReports($reportIds: [ID!], $actionTaken: ReportAction, $moderatorNotes: String) {\n    reviewMultipleReports(reportIds: $reportIds, actionTaken: $actionTaken, moderatorNotes: $moderatorNotes) {\n      id contentId status actionTaken moderatorNotes reviewedById reviewedAt\n    }\n  }\n": types.ReviewReportsDocument,
    "query AccessGroup($slug: String!) { group(slug: $slug) { id } }": types.AccessGroupDocument,
    "query AccessGroups($search: String) { groups(search: $search) { results { id } } }": types.AccessGroupsDocument,
    "query AccessMyGroups { myGroups { results { id } } }": types.AccessMyGroupsDocument,
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
export function graphql(source: "\n  mutation SaveComment($id: ID, $body: String, $prayerId: ID, $newsFeedPostId: ID, $reaction: ReactionName, $mutationType: MutationType!) {\n    comment(id: $id, body: $body, prayerId: $prayerId, newsFeedPostId: $newsFeedPostId, reaction: $reaction, mutationType: $mutationType) {\n      id body isEdited status prayerId newsFeedPostId user { id } reactions { name userIds }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveComment($id: ID, $body: String, $prayerId: ID, $newsFeedPostId: ID, $reaction: ReactionName, $mutationType: MutationType!) {\n    comment(id: $id, body: $body, prayerId: $prayerId, newsFeedPostId: $newsFeedPostId, reaction: $reaction, mutationType: $mutationType) {\n      id body isEdited status prayerId newsFeedPostId user { id } reactions { name userIds }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($newsFeedPostId: ID, $prayerId: ID, $cursor: String, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, prayerId: $prayerId, cursor: $cursor, first: $first) {\n      results { id body user { id } reactions { name userIds } } hasNextPage cursor totalCount\n    }\n  }\n"): (typeof documents)["\n  query Comments($newsFeedPostId: ID, $prayerId: ID, $cursor: String, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, prayerId: $prayerId, cursor: $cursor, first: $first) {\n      results { id body user { id } reactions { name userIds } } hasNextPage cursor totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation React($name: ReactionName!, $newsFeedPostId: ID, $commentId: ID, $prayerId: ID, $mutationType: MutationType!) {\n    reaction(name: $name, newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId, mutationType: $mutationType) {\n      name count userIds users { id } viewerHasReacted\n    }\n  }\n"): (typeof documents)["\n  mutation React($name: ReactionName!, $newsFeedPostId: ID, $commentId: ID, $prayerId: ID, $mutationType: MutationType!) {\n    reaction(name: $name, newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId, mutationType: $mutationType) {\n      name count userIds users { id } viewerHasReacted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reactions($newsFeedPostId: ID, $commentId: ID, $prayerId: ID) {\n    reactions(newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId) { name count userIds viewerHasReacted }\n  }\n"): (typeof documents)["\n  query Reactions($newsFeedPostId: ID, $commentId: ID, $prayerId: ID) {\n    reactions(newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId) { name count userIds viewerHasReacted }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePost($id: ID, $body: String, $imageUrl: String, $videoUrl: String, $imageUploadId: ID, $videoUploadId: ID,\n    $groupId: ID, $eventId: ID, $status: ModerationStatus, $isFeatured: Boolean, $mutationType: MutationType!) {\n    newsFeedPost(id: $id, body: $body, imageUrl: $imageUrl, videoUrl: $videoUrl, imageUploadId: $imageUploadId,\n      videoUploadId: $videoUploadId, groupId: $groupId, eventId: $eventId, status: $status, isFeatured: $isFeatured,\n      mutationType: $mutationType) {\n      id groupId eventId profileId body imageUrl videoUrl commentsCount isEdited isFeatured status\n      user { id } group { id } image { id contentType } video { id }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePost($id: ID, $body: String, $imageUrl: String, $videoUrl: String, $imageUploadId: ID, $videoUploadId: ID,\n    $groupId: ID, $eventId: ID, $status: ModerationStatus, $isFeatured: Boolean, $mutationType: MutationType!) {\n    newsFeedPost(id: $id, body: $body, imageUrl: $imageUrl, videoUrl: $videoUrl, imageUploadId: $imageUploadId,\n      videoUploadId: $videoUploadId, groupId: $groupId, eventId: $eventId, status: $status, isFeatured: $isFeatured,\n      mutationType: $mutationType) {\n      id groupId eventId profileId body imageUrl videoUrl commentsCount isEdited isFeatured status\n      user { id } group { id } image { id contentType } video { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Post($id: ID!) { newsFeedPost(id: $id) { id body status commentsCount isEdited } }\n"): (typeof documents)["\n  query Post($id: ID!) { newsFeedPost(id: $id) { id body status commentsCount isEdited } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($filterByType: FeedScope, $cursor: String, $first: Int) {\n    newsFeedPosts(filterByType: $filterByType, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query Feed($filterByType: FeedScope, $cursor: String, $first: Int) {\n    newsFeedPosts(filterByType: $filterByType, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupFeed($groupId: ID!, $cursor: String, $first: Int) {\n    groupFeedPosts(groupId: $groupId, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query GroupFeed($groupId: ID!, $cursor: String, $first: Int) {\n    groupFeedPosts(groupId: $groupId, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventFeed($eventId: ID!) { eventFeedPosts(eventId: $eventId) { results { id } } }\n"): (typeof documents)["\n  query EventFeed($eventId: ID!) { eventFeedPosts(eventId: $eventId) { results { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileFeed($authorProfileId: ID!, $cursor: String) {\n    profileNewsFeedPosts(authorProfileId: $authorProfileId, cursor: $cursor) { results { id profileId } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query ProfileFeed($authorProfileId: ID!, $cursor: String) {\n    profileNewsFeedPosts(authorProfileId: $authorProfileId, cursor: $cursor) { results { id profileId } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeedUploadSlot($purpose: FeedFilePurpose!, $size: Int!, $fileName: String) {\n    feedUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation FeedUploadSlot($purpose: FeedFilePurpose!, $size: Int!, $fileName: String) {\n    feedUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Links($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    links(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n"): (typeof documents)["\n  query Links($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    links(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Resources($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    resources(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url description groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n"): (typeof documents)["\n  query Resources($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    resources(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id label url description groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Faqs($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    faqs(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id question answer groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n"): (typeof documents)["\n  query Faqs($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {\n    faqs(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {\n      results { id question answer groupId eventId createdBy { id } viewerCanEdit }\n      hasNextPage cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLink($id: ID, $label: String, $url: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    link(id: $id, label: $label, url: $url, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLink($id: ID, $label: String, $url: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    link(id: $id, label: $label, url: $url, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveResource($id: ID, $label: String, $url: String, $description: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    resource(id: $id, label: $label, url: $url, description: $description, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url description groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n"): (typeof documents)["\n  mutation SaveResource($id: ID, $label: String, $url: String, $description: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    resource(id: $id, label: $label, url: $url, description: $description, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id label url description groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFaq($id: ID, $question: String, $answer: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    faq(id: $id, question: $question, answer: $answer, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id question answer groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFaq($id: ID, $question: String, $answer: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    faq(id: $id, question: $question, answer: $answer, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      id question answer groupId eventId createdBy { id } viewerCanEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLinks($groupId: ID, $eventId: ID, $links: [LinkInput!], $mutationType: MutationType!) {\n    links(groupId: $groupId, eventId: $eventId, links: $links, mutationType: $mutationType) { id label url createdBy { id } }\n  }\n"): (typeof documents)["\n  mutation SaveLinks($groupId: ID, $eventId: ID, $links: [LinkInput!], $mutationType: MutationType!) {\n    links(groupId: $groupId, eventId: $eventId, links: $links, mutationType: $mutationType) { id label url createdBy { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveResources($groupId: ID, $eventId: ID, $resources: [ResourceInput!], $mutationType: MutationType!) {\n    resources(groupId: $groupId, eventId: $eventId, resources: $resources, mutationType: $mutationType) {\n      id label url description createdBy { id }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveResources($groupId: ID, $eventId: ID, $resources: [ResourceInput!], $mutationType: MutationType!) {\n    resources(groupId: $groupId, eventId: $eventId, resources: $resources, mutationType: $mutationType) {\n      id label url description createdBy { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFaqs($groupId: ID, $eventId: ID, $faqs: [FaqInput!], $mutationType: MutationType!) {\n    faqs(groupId: $groupId, eventId: $eventId, faqs: $faqs, mutationType: $mutationType) { id question answer createdBy { id } }\n  }\n"): (typeof documents)["\n  mutation SaveFaqs($groupId: ID, $eventId: ID, $faqs: [FaqInput!], $mutationType: MutationType!) {\n    faqs(groupId: $groupId, eventId: $eventId, faqs: $faqs, mutationType: $mutationType) { id question answer createdBy { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupUploadSlot($groupId: ID!, $purpose: GroupFilePurpose!, $size: Int!, $fileName: String) {\n    groupUploadSlot(groupId: $groupId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation GroupUploadSlot($groupId: ID!, $purpose: GroupFilePurpose!, $size: Int!, $fileName: String) {\n    groupUploadSlot(groupId: $groupId, purpose: $purpose, size: $size, fileName: $fileName) {\n      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmGroupUpload($slotId: ID!) {\n    confirmGroupUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl\n      profileImage { id contentType width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmGroupUpload($slotId: ID!) {\n    confirmGroupUpload(slotId: $slotId) {\n      id profileImageUrl backgroundImageUrl\n      profileImage { id contentType width height fileName url cardUrl avatarUrl }\n      backgroundImage { id url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGroupFile($groupId: ID!, $purpose: GroupFilePurpose!) {\n    deleteGroupFile(groupId: $groupId, purpose: $purpose) { id profileImageUrl backgroundImageUrl profileImage { id } }\n  }\n"): (typeof documents)["\n  mutation DeleteGroupFile($groupId: ID!, $purpose: GroupFilePurpose!) {\n    deleteGroupFile(groupId: $groupId, purpose: $purpose) { id profileImageUrl backgroundImageUrl profileImage { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupImages($slug: String!) {\n    group(slug: $slug) { id profileImageUrl backgroundImageUrl profileImage { id avatarUrl } }\n  }\n"): (typeof documents)["\n  query GroupImages($slug: String!) {\n    group(slug: $slug) { id profileImageUrl backgroundImageUrl profileImage { id avatarUrl } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GroupsSearchGuarded($search: String) { groups(search: $search) { results { id } } }"): (typeof documents)["query GroupsSearchGuarded($search: String) { groups(search: $search) { results { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GroupBySlug($slug: String!) { group(slug: $slug) { id name privacy } }"): (typeof documents)["query GroupBySlug($slug: String!) { group(slug: $slug) { id name privacy } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GroupAccess($slug: String!) {\n    group(slug: $slug) { id membersCount viewerStatus viewerAccess { feed { canSee canUse } links { canSee canUse } } }\n  }"): (typeof documents)["query GroupAccess($slug: String!) {\n    group(slug: $slug) { id membersCount viewerStatus viewerAccess { feed { canSee canUse } links { canSee canUse } } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GroupReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id name slug } } }"): (typeof documents)["query GroupReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id name slug } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Groups($search: String, $cursor: String, $first: Int) {\n    groups(search: $search, cursor: $cursor, first: $first) { results { id name } hasNextPage cursor }\n  }"): (typeof documents)["query Groups($search: String, $cursor: String, $first: Int) {\n    groups(search: $search, cursor: $cursor, first: $first) { results { id name } hasNextPage cursor }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GroupsWithViewer($search: String, $first: Int) {\n    groups(search: $search, first: $first) {\n      results { id membersCount viewerStatus viewerAccess { feed { canSee canUse } } profileImageUrl location { city } permissions { feed { isVisible } } }\n    }\n  }"): (typeof documents)["query GroupsWithViewer($search: String, $first: Int) {\n    groups(search: $search, first: $first) {\n      results { id membersCount viewerStatus viewerAccess { feed { canSee canUse } } profileImageUrl location { city } permissions { feed { isVisible } } }\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyGroups($cursor: String, $type: String, $search: String, $first: Int) {\n    myGroups(cursor: $cursor, type: $type, search: $search, first: $first) { results { id name } hasNextPage cursor }\n  }"): (typeof documents)["query MyGroups($cursor: String, $type: String, $search: String, $first: Int) {\n    myGroups(cursor: $cursor, type: $type, search: $search, first: $first) { results { id name } hasNextPage cursor }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveGroup($id: ID, $name: String, $about: String, $email: String, $privacy: GroupPrivacy, $isSearchable: Boolean,\n    $location: GroupLocationInput, $permissions: GroupPermissionsInput, $pinnedNewsFeedPostId: ID, $mutationType: MutationType!) {\n    group(id: $id, name: $name, about: $about, email: $email, privacy: $privacy, isSearchable: $isSearchable,\n      location: $location, permissions: $permissions, pinnedNewsFeedPostId: $pinnedNewsFeedPostId, mutationType: $mutationType) {\n      id slug name status isSearchable privacy about email profileImageUrl backgroundImageUrl createdAt updatedAt\n      location { country city state zipcode }\n      permissions {\n        feed { isVisible isAccessible } prayer { isVisible isAccessible } links { isVisible isAccessible }\n        resources { isVisible isAccessible } faqs { isVisible isAccessible }\n      }\n      pinnedNewsFeedPostId membersCount viewerStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SaveGroup($id: ID, $name: String, $about: String, $email: String, $privacy: GroupPrivacy, $isSearchable: Boolean,\n    $location: GroupLocationInput, $permissions: GroupPermissionsInput, $pinnedNewsFeedPostId: ID, $mutationType: MutationType!) {\n    group(id: $id, name: $name, about: $about, email: $email, privacy: $privacy, isSearchable: $isSearchable,\n      location: $location, permissions: $permissions, pinnedNewsFeedPostId: $pinnedNewsFeedPostId, mutationType: $mutationType) {\n      id slug name status isSearchable privacy about email profileImageUrl backgroundImageUrl createdAt updatedAt\n      location { country city state zipcode }\n      permissions {\n        feed { isVisible isAccessible } prayer { isVisible isAccessible } links { isVisible isAccessible }\n        resources { isVisible isAccessible } faqs { isVisible isAccessible }\n      }\n      pinnedNewsFeedPostId membersCount viewerStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyGroupsByType($type: String) { myGroups(type: $type) { results { id viewerStatus } } }"): (typeof documents)["query MyGroupsByType($type: String) { myGroups(type: $type) { results { id viewerStatus } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipLists on GroupMembership {\n    groupId\n    group { id membersCount viewerStatus }\n    admins { id } members { id } requesters { id } invitees { id }\n    inviteEmails { email }\n  }\n"): (typeof documents)["\n  fragment MembershipLists on GroupMembership {\n    groupId\n    group { id membersCount viewerStatus }\n    admins { id } members { id } requesters { id } invitees { id }\n    inviteEmails { email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipsOfGroups($a: ID!, $b: ID!, $c: ID!, $d: ID!, $e: ID!) {\n    a: groupMembership(groupId: $a) { ...MembershipLists }\n    b: groupMembership(groupId: $b) { ...MembershipLists }\n    c: groupMembership(groupId: $c) { ...MembershipLists }\n    d: groupMembership(groupId: $d) { ...MembershipLists }\n    e: groupMembership(groupId: $e) { ...MembershipLists }\n  }\n"): (typeof documents)["\n  query MembershipsOfGroups($a: ID!, $b: ID!, $c: ID!, $d: ID!, $e: ID!) {\n    a: groupMembership(groupId: $a) { ...MembershipLists }\n    b: groupMembership(groupId: $b) { ...MembershipLists }\n    c: groupMembership(groupId: $c) { ...MembershipLists }\n    d: groupMembership(groupId: $d) { ...MembershipLists }\n    e: groupMembership(groupId: $e) { ...MembershipLists }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMembership($groupId: ID!, $adminIds: [ID!], $memberIds: [ID!], $requesterIds: [ID!], $inviteeIds: [ID!],\n    $membershipAction: MembershipAction, $mutationType: MutationType!) {\n    groupMembership(groupId: $groupId, adminIds: $adminIds, memberIds: $memberIds, requesterIds: $requesterIds,\n      inviteeIds: $inviteeIds, membershipAction: $membershipAction, mutationType: $mutationType) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMembership($groupId: ID!, $adminIds: [ID!], $memberIds: [ID!], $requesterIds: [ID!], $inviteeIds: [ID!],\n    $membershipAction: MembershipAction, $mutationType: MutationType!) {\n    groupMembership(groupId: $groupId, adminIds: $adminIds, memberIds: $memberIds, requesterIds: $requesterIds,\n      inviteeIds: $inviteeIds, membershipAction: $membershipAction, mutationType: $mutationType) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Membership($groupId: ID!) {\n    groupMembership(groupId: $groupId) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n"): (typeof documents)["\n  query Membership($groupId: ID!) {\n    groupMembership(groupId: $groupId) {\n      groupId\n      group { id membersCount viewerStatus }\n      admins { id } members { id } requesters { id } invitees { id }\n      inviteEmails { email isAccepted }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteByEmail($groupId: ID!, $userEmails: [String!]!) {\n    groupInviteNonKoinoniaMembers(groupId: $groupId, userEmails: $userEmails) {\n      groupId inviteEmails { email isAccepted }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteByEmail($groupId: ID!, $userEmails: [String!]!) {\n    groupInviteNonKoinoniaMembers(groupId: $groupId, userEmails: $userEmails) {\n      groupId inviteEmails { email isAccepted }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HidePrayers($id: ID) { group(id: $id, permissions: { prayer: { isVisible: false } }, mutationType: EDIT) { id } }"): (typeof documents)["mutation HidePrayers($id: ID) { group(id: $id, permissions: { prayer: { isVisible: false } }, mutationType: EDIT) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrayerPageFields($groupId: ID) {\n      prayers(groupId: $groupId, first: 50) { results { id prayedCount viewerHasPrayed viewerCanModerate group { id } prayerUpdates { id } } }\n    }"): (typeof documents)["query PrayerPageFields($groupId: ID) {\n      prayers(groupId: $groupId, first: 50) { results { id prayedCount viewerHasPrayed viewerCanModerate group { id } prayerUpdates { id } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrayerReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Prayer { id body } } }"): (typeof documents)["query PrayerReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Prayer { id body } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePrayer($id: ID, $body: String, $groupId: ID, $eventId: ID, $audience: PrayerAudience, $isAnswered: Boolean,\n    $testimony: String, $isCommentable: Boolean, $mutationType: MutationType!) {\n    prayer(id: $id, body: $body, groupId: $groupId, eventId: $eventId, audience: $audience, isAnswered: $isAnswered,\n      testimony: $testimony, isCommentable: $isCommentable, mutationType: $mutationType) {\n      id body audience groupId eventId isAnswered answeredAt testimony isCommentable isEdited\n      user { id } group { id } prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate createdAt updatedAt\n      prayerUpdates { id body }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePrayer($id: ID, $body: String, $groupId: ID, $eventId: ID, $audience: PrayerAudience, $isAnswered: Boolean,\n    $testimony: String, $isCommentable: Boolean, $mutationType: MutationType!) {\n    prayer(id: $id, body: $body, groupId: $groupId, eventId: $eventId, audience: $audience, isAnswered: $isAnswered,\n      testimony: $testimony, isCommentable: $isCommentable, mutationType: $mutationType) {\n      id body audience groupId eventId isAnswered answeredAt testimony isCommentable isEdited\n      user { id } group { id } prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate createdAt updatedAt\n      prayerUpdates { id body }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Prayers($groupId: ID, $eventId: ID, $filterByType: PrayerFilter, $cursor: String, $first: Int) {\n    prayers(groupId: $groupId, eventId: $eventId, filterByType: $filterByType, cursor: $cursor, first: $first) {\n      results { id body isAnswered }\n      hasNextPage cursor\n    }\n  }\n"): (typeof documents)["\n  query Prayers($groupId: ID, $eventId: ID, $filterByType: PrayerFilter, $cursor: String, $first: Int) {\n    prayers(groupId: $groupId, eventId: $eventId, filterByType: $filterByType, cursor: $cursor, first: $first) {\n      results { id body isAnswered }\n      hasNextPage cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Prayer($id: ID!) {\n    prayer(id: $id) {\n      id body isAnswered answeredAt testimony isCommentable isEdited prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate\n      prayerUpdates { id body isEdited }\n    }\n  }\n"): (typeof documents)["\n  query Prayer($id: ID!) {\n    prayer(id: $id) {\n      id body isAnswered answeredAt testimony isCommentable isEdited prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate\n      prayerUpdates { id body isEdited }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrayerIsCommentable($id: ID, $prayerId: ID, $isCommentable: Boolean!) {\n    prayerIsCommentable(id: $id, prayerId: $prayerId, isCommentable: $isCommentable) { id isCommentable }\n  }\n"): (typeof documents)["\n  mutation PrayerIsCommentable($id: ID, $prayerId: ID, $isCommentable: Boolean!) {\n    prayerIsCommentable(id: $id, prayerId: $prayerId, isCommentable: $isCommentable) { id isCommentable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrayerUpdate($id: ID, $prayerId: ID, $body: String, $mutationType: MutationType!) {\n    prayerUpdate(id: $id, prayerId: $prayerId, body: $body, mutationType: $mutationType) { id prayerId body isEdited createdAt }\n  }\n"): (typeof documents)["\n  mutation PrayerUpdate($id: ID, $prayerId: ID, $body: String, $mutationType: MutationType!) {\n    prayerUpdate(id: $id, prayerId: $prayerId, body: $body, mutationType: $mutationType) { id prayerId body isEdited createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Reacted on NewsFeedPost { reactionCounts { name count } viewerReactions }\n"): (typeof documents)["\n  fragment Reacted on NewsFeedPost { reactionCounts { name count } viewerReactions }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReactedFeedPage($first: Int) {\n    newsFeedPosts(first: $first) {\n      results { id commentsCount profileId user { id } group { id name } ...Reacted }\n    }\n  }\n"): (typeof documents)["\n  query ReactedFeedPage($first: Int) {\n    newsFeedPosts(first: $first) {\n      results { id commentsCount profileId user { id } group { id name } ...Reacted }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReactedCommentPage($newsFeedPostId: ID, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, first: $first) {\n      results { id user { id } reactions { name userIds } reactionCounts { name count } viewerReactions }\n    }\n  }\n"): (typeof documents)["\n  query ReactedCommentPage($newsFeedPostId: ID, $first: Int) {\n    comments(newsFeedPostId: $newsFeedPostId, first: $first) {\n      results { id user { id } reactions { name userIds } reactionCounts { name count } viewerReactions }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReactedPrayerPage($first: Int) {\n    prayers(first: $first) { results { id prayedCount viewerHasPrayed reactionCounts { name count } viewerReactions } }\n  }\n"): (typeof documents)["\n  query ReactedPrayerPage($first: Int) {\n    prayers(first: $first) { results { id prayedCount viewerHasPrayed reactionCounts { name count } viewerReactions } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($contentType: ReportContentType, $contentId: ID, $reason: String) {\n    reportContent(contentType: $contentType, contentId: $contentId, reason: $reason) {\n      success message\n      report {\n        id reporter { id } reporterProfileId contentType contentId contentAuthor { id } groupId contentBody reason status\n        actionTaken moderatorNotes reviewedById reviewedAt createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($contentType: ReportContentType, $contentId: ID, $reason: String) {\n    reportContent(contentType: $contentType, contentId: $contentId, reason: $reason) {\n      success message\n      report {\n        id reporter { id } reporterProfileId contentType contentId contentAuthor { id } groupId contentBody reason status\n        actionTaken moderatorNotes reviewedById reviewedAt createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports($cursor: String, $status: ReportStatus, $contentType: ReportContentType, $first: Int, $toReview: Boolean) {\n    reports(cursor: $cursor, status: $status, contentType: $contentType, first: $first, toReview: $toReview) {\n      results { id contentType contentId contentBody commentOn { contentType id } status actionTaken moderatorNotes reviewedById reviewedAt }\n      hasNextPage cursor totalCount viewerIsReviewer\n    }\n  }\n"): (typeof documents)["\n  query Reports($cursor: String, $status: ReportStatus, $contentType: ReportContentType, $first: Int, $toReview: Boolean) {\n    reports(cursor: $cursor, status: $status, contentType: $contentType, first: $first, toReview: $toReview) {\n      results { id contentType contentId contentBody commentOn { contentType id } status actionTaken moderatorNotes reviewedById reviewedAt }\n      hasNextPage cursor totalCount viewerIsReviewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewReports($reportIds: [ID!], $actionTaken: ReportAction, $moderatorNotes: String) {\n    reviewMultipleReports(reportIds: $reportIds, actionTaken: $actionTaken, moderatorNotes: $moderatorNotes) {\n      id contentId status actionTaken moderatorNotes reviewedById reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewReports($reportIds: [ID!], $actionTaken: ReportAction, $moderatorNotes: String) {\n    reviewMultipleReports(reportIds: $reportIds, actionTaken: $actionTaken, moderatorNotes: $moderatorNotes) {\n      id contentId status actionTaken moderatorNotes reviewedById reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessGroup($slug: String!) { group(slug: $slug) { id } }"): (typeof documents)["query AccessGroup($slug: String!) { group(slug: $slug) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessGroups($search: String) { groups(search: $search) { results { id } } }"): (typeof documents)["query AccessGroups($search: String) { groups(search: $search) { results { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessMyGroups { myGroups { results { id } } }"): (typeof documents)["query AccessMyGroups { myGroups { results { id } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
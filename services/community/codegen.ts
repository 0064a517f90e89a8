import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  media: true,
  mappers: {
    Group: './groups/group.entity.ts#Group',
    GroupPage: './groups/group.repository.ts#GroupPage',
    GroupMembership: './memberships/memberships.queries.ts#MembershipOf',
    GroupInviteEmail: './memberships/membership.entities.ts#GroupEmailInvitation',
    Prayer: './prayers/prayer.entity.ts#Prayer',
    PrayerPage: './prayers/prayer.repository.ts#PrayerPage',
    PrayerUpdate: './prayers/prayer.entity.ts#PrayerUpdate',
    User: '@koinonia/kit#UserReference',
    Link: './group-content/content.entities.ts#Link',
    Resource: './group-content/content.entities.ts#Resource',
    Faq: './group-content/content.entities.ts#Faq',
    LinkPage: './group-content/content.repository.ts#LinkPage',
    ResourcePage: './group-content/content.repository.ts#ResourcePage',
    FaqPage: './group-content/content.repository.ts#FaqPage',
    NewsFeedPost: './feed/news-feed-post.entity.ts#NewsFeedPost',
    NewsFeedPostPage: './feed/feed.repository.ts#NewsFeedPostPage',
    Comment: './comments/comment.entity.ts#Comment',
    CommentPage: './comments/comments.repository.ts#CommentPage',
    ReactionSummary: './reactions/reactions.repository.ts#ReactionSummary',
  },
});

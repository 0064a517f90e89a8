import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  media: true,
  mappers: {
    User: './users/user.entity.ts#User',
    Profile: './users/user.entity.ts#Profile',
    Location: './users/user.entity.ts#Location',
    Role: './users/user.entity.ts#Role',
    UserPage: './users/user.repository.ts#UserPage',
    Experience: './history/history.entities.ts#Experience',
    Education: './history/history.entities.ts#Education',
    Organization: './history/history.entities.ts#OrganizationReference',
    Connection: './connections/connection.entity.ts#Connection',
    ConnectionPage: './connections/connections.repository.ts#ConnectionPage',
    MutualConnectionPage: './connections/connections.repository.ts#MutualConnectionPage',
    SuggestedConnectionPage: './suggestions/suggestions.repository.ts#SuggestedConnectionPage',
    Block: './blocks/block.entity.ts#Block',
    BlockPage: './blocks/blocks.repository.ts#BlockPage',
    Video: './videos/video.entity.ts#Video',
    VideoPage: './videos/videos.repository.ts#VideoPage',
    Testimonial: './testimonials/testimonial.entity.ts#Testimonial',
    TestimonialPage: './testimonials/testimonials.repository.ts#TestimonialPage',
    ProfileStats: './stats/stats.queries.ts#ProfileStatsRef',
    Dashboard: './stats/stats.queries.ts#DashboardRef',
  },
});

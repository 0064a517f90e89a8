import type { HistoryEducationFragment, HistoryExperienceFragment, ProfileVideoFragment } from '../../__generated__/graphql/graphql.ts';
import { EducationEntry, EmptyHistory, EntryList, ExperienceEntry, HistorySection } from '../history/history-entries.tsx';
import { primaryFirst } from '../history/history-rules.ts';
import { ProfileVideos } from './profile-videos.tsx';

/**
 * The public profile below its card: experience (the primary position first), education and
 * videos. Text and links only, so the page loads this code after it has hydrated the rest (React
 * keeps the server's HTML here until it arrives; see public-profile-page.tsx).
 */
export function ProfileHistory({
  experiences: allExperiences,
  educations,
  videos,
  firstName,
  isMe,
}: {
  experiences: readonly HistoryExperienceFragment[];
  educations: readonly HistoryEducationFragment[];
  videos: ProfileVideoFragment[];
  firstName: string;
  isMe: boolean;
}) {
  const experiences = primaryFirst(allExperiences);
  return (
    <>
      <HistorySection id="experience" title="Experience" level={2} icon="experience">
        {experiences.length > 0 ? (
          <EntryList>
            {experiences.map((experience) => (
              <ExperienceEntry key={experience.id} experience={experience} level={3} />
            ))}
          </EntryList>
        ) : (
          <EmptyHistory>{isMe ? 'You have not added any experience yet.' : `${firstName} has not added any experience yet.`}</EmptyHistory>
        )}
      </HistorySection>
      <HistorySection id="education" title="Education" level={2} icon="education">
        {educations.length > 0 ? (
          <EntryList>
            {educations.map((education) => (
              <EducationEntry key={education.id} education={education} level={3} />
            ))}
          </EntryList>
        ) : (
          <EmptyHistory>{isMe ? 'You have not added any education yet.' : `${firstName} has not added any education yet.`}</EmptyHistory>
        )}
      </HistorySection>
      <ProfileVideos videos={videos} firstName={firstName} isMe={isMe} />
    </>
  );
}

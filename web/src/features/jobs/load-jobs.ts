import { notFound } from '@tanstack/react-router';
import {
  JobBoardDocument,
  JobByIdDocument,
  RecentJobsDocument,
  type JobBoardQuery,
  type JobDetailsFragment,
  type JobListItemFragment,
} from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import type { JobMetaSource } from '../../routes/-route-meta.ts';
import { hasFilters, jobBoardVariables, type JobBoardSearch } from './job-board-search.ts';
import { jobTypeLabel, workplaceLabel } from './job-labels.ts';

export type JobBoardPageData = JobBoardQuery['jobOpportunities'];

/** What the `/jobs` loader hands to the page: the first page of the search, and the latest jobs beside an unfiltered board. */
export interface JobBoardData {
  page: JobBoardPageData;
  recent: JobListItemFragment[];
}

/**
 * The `/jobs` loader: the board is public, so it is read anonymously and rendered from the
 * loader's data (it hydrates without Apollo Client, like the public profile). Each change of the
 * filters is a new address, so the loader runs again; only "Load more" reads through Apollo.
 */
export async function loadJobBoard(data: DataLayer, search: JobBoardSearch): Promise<JobBoardData> {
  const apollo = await data.loaderClient();
  try {
    const [board, recent] = await Promise.all([
      apollo.query({ query: JobBoardDocument, variables: { ...jobBoardVariables(search), cursor: null } }),
      hasFilters(search) ? null : apollo.query({ query: RecentJobsDocument }),
    ]);
    if (!board.data) throw board.error ?? new Error('no data');
    return { page: board.data.jobOpportunities, recent: recent?.data?.recentlyPostedJobOpportunities ?? [] };
  } catch {
    throw pageUnavailable();
  }
}

/** What the `/jobs/$id` loader hands to the page and its head. */
export interface JobPageData extends JobMetaSource {
  job: JobDetailsFragment;
}

/**
 * The `/jobs/$id` loader: the job as anyone sees it (open, expired or closed), rendered from the
 * loader's data. An unknown job, or one not published, is a 404; an API that does not answer, a 503.
 */
export async function loadJob(data: DataLayer, id: string): Promise<JobPageData> {
  const apollo = await data.loaderClient();
  let result;
  try {
    result = await apollo.query({ query: JobByIdDocument, variables: { id } });
  } catch {
    throw pageUnavailable();
  }
  const job = result.data?.opportunity;
  if (job) {
    return {
      job,
      jobTitle: job.jobTitle,
      organizationName: job.organization?.name ?? null,
      description: job.description,
      details: [jobTypeLabel(job.type), workplaceLabel(job.workplace), job.denomination ?? ''].filter(Boolean).join(' · '),
      imageUrl: job.organization?.profile.profileImageUrl ?? null,
    };
  }
  const code = result.error ? errorCode(result.error) : 'NOT_FOUND';
  if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') throw notFound();
  throw pageUnavailable();
}

/** The board's next page after `cursor` ("Load more"), through Apollo Client; imported when asked for, so the board hydrates without the documents. */
export async function loadMoreJobs(data: DataLayer, search: JobBoardSearch, cursor: string | null): Promise<JobBoardPageData> {
  const client = await data.client();
  const { data: result, error } = await client.query({ query: JobBoardDocument, variables: { ...jobBoardVariables(search), cursor }, fetchPolicy: 'network-only' });
  if (!result) throw error ?? new Error('no data');
  return result.jobOpportunities;
}

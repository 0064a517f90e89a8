/** What other features use of the job screens (the organization page lists its open jobs). */
export { OrganizationOpenJobs } from './organization-open-jobs.tsx';

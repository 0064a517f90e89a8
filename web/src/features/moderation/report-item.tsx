import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { ModerationReportFragment, ReportStatus } from '../../__generated__/graphql/graphql.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { When } from '../feed/feed-author.tsx';
import { statusColors } from '../jobs/job-labels.ts';
import { CONTENT_WORDS, contentLink, excerpt, OUTCOME_WORDS, STATUS_WORDS } from './moderation-rules.ts';
import classes from './moderation.module.css';

const STATUS_HUES: Record<ReportStatus, string> = { PENDING: 'orange', RESOLVED: 'green', DISMISSED: 'gray' };

/**
 * One report in the queue: what was reported (its type and text as it was then), why, when, where
 * it stands, and a link to where it shows. A pending report has a checkbox that puts it in the
 * next review, named by the start of the content and described by the reason.
 */
export function ReportItem({ report, selected, onSelect }: { report: ModerationReportFragment; selected: boolean; onSelect: (selected: boolean) => void }) {
  const headingId = useId();
  const what = CONTENT_WORDS[report.contentType];
  const link = contentLink(report);
  const text = excerpt(report.contentBody);
  return (
    <li className={selected ? `${classes.item} ${classes.selected}` : classes.item} aria-labelledby={headingId}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <div className={classes.check}>
          {report.status === 'PENDING' ? (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={`Select the report of a ${what.toLowerCase()}: ${excerpt(report.contentBody, 60) || 'no text'}`}
              aria-describedby={`${headingId}-reason`}
            />
          ) : null}
        </div>
        <Stack gap={6} className={classes.text}>
          <Group gap="xs" wrap="wrap">
            <Text id={headingId} fw={700} size="sm" component="h2" m={0}>
              {what} reported
            </Text>
            <Badge variant="light" {...statusColors(STATUS_HUES[report.status])}>
              {report.status !== 'PENDING' && report.actionTaken ? OUTCOME_WORDS[report.actionTaken] : STATUS_WORDS[report.status]}
            </Badge>
            <When value={report.createdAt} />
          </Group>
          <blockquote className={classes.quote}>
            <Text size="sm">{text === '' ? <em>No text (an image or attachment only)</em> : text}</Text>
          </blockquote>
          <Text size="sm" id={`${headingId}-reason`}>
            <Text span fw={600} size="sm">
              Reason:
            </Text>{' '}
            {report.reason}
          </Text>
          {report.moderatorNotes ? (
            <Text size="sm" c="dimmed">
              Moderator’s notes: {report.moderatorNotes}
            </Text>
          ) : null}
          {link ? (
            <AnchorLink to={link.to} params={{ id: link.id }} size="sm" style={{ alignSelf: 'flex-start' }}>
              {link.label}
            </AnchorLink>
          ) : null}
        </Stack>
      </Group>
    </li>
  );
}

import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Reportable } from './report-kinds.ts';

// The dialog (Mantine's Modal and a text field) downloads on the first report, not with every feed.
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })));

/** "Report" on someone else's post, comment or prayer: opens the report dialog; focus comes back here after it. */
export function ReportButton({ contentType, contentId }: { contentType: Reportable; contentId: string }) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button ref={button} size="xs" variant="subtle" color="gray" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setOpened(true)} aria-haspopup="dialog">
        Report
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog contentType={contentType} contentId={contentId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

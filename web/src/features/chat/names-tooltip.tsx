import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/**
 * Who reacted with an emoji, on pointing at the reaction (message-item.tsx loads it the first time,
 * with Floating UI under it). Mounted open when the pointer is already there.
 */
export function NamesTooltip({ names, pointed, children }: { names: string; pointed: boolean; children: ReactElement }) {
  return (
    <Tooltip label={names} defaultOpened={pointed}>
      {children}
    </Tooltip>
  );
}

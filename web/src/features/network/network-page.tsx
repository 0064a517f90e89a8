import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { useViewer } from '../auth/session.ts';
import { BlockMemberDialog, type BlockTarget } from '../settings/block-member-dialog.tsx';
import { ConnectionsList, RequestsList } from './connection-lists.tsx';
import { NETWORK_TABS, type NetworkTab } from './network-tabs.ts';
import { SuggestionsList } from './suggestions-list.tsx';


/**
 * My network (/network?tab=): my connections (searchable), the requests received and sent, and
 * people I may know. The tab is in the address so it can be linked to.
 */
export function NetworkPage({ tab = 'connections' }: { tab?: NetworkTab }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const select = (value: string | null) => {
    const next = NETWORK_TABS.find((candidate) => candidate === value) ?? 'connections';
    void navigate({ to: '/network', search: { tab: next === 'connections' ? undefined : next }, replace: true });
  };

  return (
    <>
      <PageHeader title="My network" description="Your connections, the requests waiting for an answer, and people you may know." />
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="connections">Connections</Tabs.Tab>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
          <Tabs.Tab value="suggestions">People you may know</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="connections">
          <DataGate fallback={<ListSkeleton rows={3} />}>{viewer ? <ConnectionsList viewerId={viewer.id} onBlock={setBlocking} /> : null}</DataGate>
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <DataGate fallback={<ListSkeleton rows={2} />}>{viewer ? <RequestsList viewerId={viewer.id} onBlock={setBlocking} /> : null}</DataGate>
        </Tabs.Panel>
        <Tabs.Panel value="suggestions">
          <DataGate fallback={<ListSkeleton rows={3} />}>
            <SuggestionsList onBlock={setBlocking} />
          </DataGate>
        </Tabs.Panel>
      </Tabs>
      <BlockMemberDialog target={blocking} onClose={() => setBlocking(null)} />
    </>
  );
}

import { SegmentedControl } from '@mantine/core';
import { PLACE_SCOPES, scopeByParam, type ScopeChoice } from './feed-scopes.ts';

/** "Near me": which place (city, state, zip code, country) the posts come from. */
export function PlaceScopePicker({ current, onChange }: { current: ScopeChoice; onChange: (choice: ScopeChoice) => void }) {
  return (
    <SegmentedControl
      aria-label="Near me: posts from members in my"
      data={PLACE_SCOPES.map((choice) => ({ value: choice.param, label: choice.placeLabel ?? choice.label }))}
      value={current.param}
      onChange={(value) => onChange(scopeByParam(value) ?? PLACE_SCOPES[0]!)}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}

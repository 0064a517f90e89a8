import { Group, Text } from '@mantine/core';

/** The logo mark with the word "Koinonia". */
export function Brand({ size = 32, withName = true, inverted = false }: { size?: number; withName?: boolean; inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <img src="/images/logo-mark.svg" width={size} height={size} alt="" />
      {withName ? (
        <Text component="span" fw={800} fz={size * 0.7} c={inverted ? 'white' : 'koinonia.9'} style={{ letterSpacing: -0.5 }}>
          Koinonia
        </Text>
      ) : null}
    </Group>
  );
}

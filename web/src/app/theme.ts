import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Koinonia blue: a deep, trustworthy blue; shade 7 carries white text at WCAG AA. */
const koinonia: MantineColorsTuple = [
  '#eef1fb',
  '#dbe1f5',
  '#b5c2ea',
  '#8ca1de',
  '#6a85d4',
  '#5373ce',
  '#4669cb',
  '#3657b2',
  '#2c4b9d',
  '#1d3b85',
];

/** Warm gold accent (the dot in the logo). */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#fcca64',
  '#f9ba38',
  '#f7b01c',
  '#f2b632',
  '#dc9400',
  '#c48200',
  '#a96f00',
];

export const theme = createTheme({
  primaryColor: 'koinonia',
  primaryShade: { light: 7, dark: 5 },
  colors: { koinonia, gold },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Members who ask their system for less motion get no transitions (toasts, menus, collapses).
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  black: '#17213a',
  other: {
    brandName: 'Koinonia',
  },
});

/** Dimmed and error text darker than Mantine's defaults, so they meet WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

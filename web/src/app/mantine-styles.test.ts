import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const src = resolve(import.meta.dirname, '..');
// Wherever npm placed the package (the web workspace's node_modules or the root's).
const stylesDir = resolve(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const INLINE_INPUTS = ['Switch', 'Checkbox', 'Radio', 'Chip'];

describe("Mantine's styles", () => {
  it('include the stylesheet of every component the app imports from @mantine/core', () => {
    const imported = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
        for (const name of (names ?? '').split(',')) imported.add(name.replace(/\btype\b/, '').trim());
      }
    }
    const stylesheet = readFileSync(resolve(import.meta.dirname, 'mantine.css'), 'utf8');
    const withStyles = [...imported].filter((name) => name !== '' && existsSync(resolve(stylesDir, `${name}.css`)));
    expect(withStyles.length).toBeGreaterThan(20);
    // Inputs with a label beside them lay it out with InlineInput's stylesheet, which no import names.
    const needed = [...withStyles, ...(withStyles.some((name) => INLINE_INPUTS.includes(name)) ? ['InlineInput'] : [])];
    expect(needed.filter((name) => !stylesheet.includes(`@mantine/core/styles/${name}.css'`))).toEqual([]);
  });
});

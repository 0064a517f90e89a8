// ESLint 9 flat config. `npm run lint` runs `eslint .` over the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The back end: every package has a tsconfig.json, so rules can use type information.
const backEnd = ['services/**/src/**/*.ts', 'gateway/src/**/*.ts', 'scripts/src/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/__generated__/**',
      '.data/**',
      '.cache/**',
      // web has its own config (web/eslint.config.js: React, browser globals); `npm run lint` runs both.
      'web/**',
    ],
  },
  // Plain JavaScript at the root (jest and eslint configuration).
  {
    files: ['*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: backEnd,
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // An unawaited promise loses its error and its ordering; a promise where a callback is
      // expected (an event handler, a condition) is never awaited by whoever calls it.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A union that gains a member (an event type, a mutation type) must be handled everywhere.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      // Off: an `async` function without `await` is how this code implements a Promise-returning
      // interface (bus handlers, mail senders, Apollo hooks); it turns a throw into a rejection.
      // Unhandled and misplaced promises are caught by the two rules above.
      '@typescript-eslint/require-await': 'off',
      // `_`-prefixed names are deliberately unused (a parameter an interface requires).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Types only, with `import type`: Node strips them without running anything (ARCHITECTURE.md).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
);

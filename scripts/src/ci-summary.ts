import { existsSync, readFileSync } from 'node:fs';

// Adds up jest JSON reports (`--json --outputFile`) into the one line CI reads: "N passed, N failed".
// A report that is missing (its run crashed) counts as one failure. `--check name=pass|fail` adds a
// step that is not a jest run (lint, type-check) as one passed or failed test. `--stages FILE`
// (lines "name<TAB>seconds", written by .ci/run) prints where the run's time went, with the slowest
// test files and browser tests of the reports, before that last line.
interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

let passed = 0;
let failed = 0;
let skipped = 0;
let stagesFile: string | undefined;
const args = process.argv.slice(2);
const reports = new Map<string, Report>();
const lines: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]!;
  if (arg === '--check') {
    const [name, result] = (args[(i += 1)] ?? '').split('=');
    lines.push(`${name}: ${result === 'pass' ? 'passed' : 'FAILED'}`);
    if (result === 'pass') passed += 1;
    else failed += 1;
  } else if (arg === '--stages') {
    stagesFile = args[(i += 1)];
  } else if (!existsSync(arg)) {
    lines.push(`${arg}: no report (the run did not finish)`);
    failed += 1;
  } else {
    const report = JSON.parse(readFileSync(arg, 'utf8')) as Report;
    reports.set(arg, report);
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    skipped += report.numPendingTests;
    lines.push(`${arg}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
  }
}

const root = `${process.cwd()}/`;
const seconds = (s: number): string => `${s.toFixed(1).padStart(6)} s`;
const table = (title: string, rows: readonly (readonly [string, number])[]): void => {
  if (!rows.length) return;
  console.log(`\n${title}`);
  for (const [name, s] of rows) console.log(`  ${seconds(s)}  ${name}`);
};

if (stagesFile && existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([name = '', s = '0']) => [name, Number(s)] as const);
  console.log('\nstage minutes');
  for (const [name, s] of stages) console.log(`  ${(s / 60).toFixed(1).padStart(5)}  ${name}`);
  console.log(`  ${(stages.reduce((sum, [, s]) => sum + s, 0) / 60).toFixed(1).padStart(5)}  in all`);
}
const browser = [...reports].filter(([file]) => file.includes('browser'));
const jest = [...reports].filter(([file]) => !file.includes('browser'));
table(
  'slowest test files',
  jest
    .flatMap(([, r]) => r.testResults.map((t) => [t.name.replace(root, ''), (t.endTime - t.startTime) / 1000] as const))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10),
);
table(
  'slowest browser tests',
  browser
    .flatMap(([, r]) => r.testResults.flatMap((t) => t.assertionResults.map((a) => [a.fullName, (a.duration ?? 0) / 1000] as const)))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10),
);
console.log('');
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);

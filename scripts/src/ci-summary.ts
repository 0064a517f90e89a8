import { existsSync, readFileSync } from 'node:fs';

// Adds up jest JSON reports (`--json --outputFile`) into the one line CI reads: "N passed, N failed".
// A report that is missing (its run crashed) counts as one failure. `--check name=pass|fail` adds a
// step that is not a jest run (lint, type-check) as one passed or failed test.
let passed = 0;
let failed = 0;
let skipped = 0;
const args = process.argv.slice(2);
const files: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--check') {
    const [name, result] = (args[(i += 1)] ?? '').split('=');
    console.log(`${name}: ${result === 'pass' ? 'passed' : 'FAILED'}`);
    if (result === 'pass') passed += 1;
    else failed += 1;
  } else {
    files.push(args[i]!);
  }
}
for (const file of files) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (the run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  skipped += report.numPendingTests;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// Runs every test suite of the repository one after another and ends with one line totalling them all:
// "N passed, N failed, N skipped". `--unit` runs only the fast suites used by `npm run validate`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const unitOnly = process.argv.includes('--unit');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-reports-'));
const hasStorefront = fs.existsSync(path.join(root, 'apps/storefront/package.json'));

function vitestSuite(name, cwd, extraArgs = [], env = {}) {
    const outputFile = path.join(reportDir, `${name}.json`);
    return {
        name,
        cwd,
        env,
        command: 'npx',
        args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...extraArgs],
        read: () => {
            const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
            return {
                passed: report.numPassedTests,
                failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
                skipped: report.numPendingTests + report.numTodoTests,
            };
        },
    };
}

/** The titles of the journeys that failed and then passed on a retry, from Playwright's JSON report. */
function flakyTitles(suite, parents = []) {
    const titles = suite.title ? [...parents, suite.title] : parents;
    return [
        ...(suite.specs ?? []).flatMap(spec =>
            (spec.tests ?? []).some(test => test.status === 'flaky') ? [[...titles, spec.title].join(' › ')] : [],
        ),
        ...(suite.suites ?? []).flatMap(child => flakyTitles(child, titles)),
    ];
}

function playwrightSuite(name, cwd, env = {}) {
    const outputFile = path.join(reportDir, `${name}.json`);
    return {
        name,
        cwd,
        command: 'npx',
        args: ['playwright', 'test', '--reporter=list,json'],
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
        read: () => {
            const { stats, errors = [], suites = [] } = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
            // A journey that passed only on its retry counts as passed, and is named: it is a fault to mend.
            return {
                passed: stats.expected + stats.flaky,
                failed: stats.unexpected + (errors.length && !stats.unexpected ? 1 : 0),
                skipped: stats.skipped,
                flaky: suites.flatMap(suite => flakyTitles(suite)),
            };
        },
    };
}

/** Node's own test runner, for the repository-level tests in scripts/ (TAP summary lines carry the counts). */
function nodeTestSuite(name, files) {
    const outputFile = path.join(reportDir, `${name}.tap`);
    return {
        name,
        cwd: root,
        command: process.execPath,
        args: [
            '--test',
            '--test-reporter=spec',
            '--test-reporter-destination=stdout',
            '--test-reporter=tap',
            `--test-reporter-destination=${outputFile}`,
            ...files,
        ],
        read: () => {
            const tap = fs.readFileSync(outputFile, 'utf8');
            const count = label => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
            return {
                passed: count('pass'),
                failed: count('fail') + count('cancelled'),
                skipped: count('skipped') + count('todo'),
            };
        },
    };
}

const rules = path.join(root, 'packages/shop-rules');
const server = path.join(root, 'apps/server');
const storefront = path.join(root, 'apps/storefront');
// The runner builds everything once, first: the storefront's suites use that build instead of making their own.
const built = { SKIP_BUILD: '1' };
const suites = unitOnly
    ? [
          vitestSuite('rules', rules),
          vitestSuite('server-unit', server, ['--exclude', '**/*.e2e.test.ts', '--exclude', 'test/**']),
          ...(hasStorefront ? [vitestSuite('storefront-unit', storefront, ['--project', 'unit'])] : []),
      ]
    : [
          vitestSuite('rules', rules),
          vitestSuite('server', server),
          ...(hasStorefront
              ? [
                    vitestSuite('storefront', storefront, [], built),
                    playwrightSuite('storefront-browser', storefront, built),
                ]
              : []),
          ...(hasStorefront ? [nodeTestSuite('one-command-start', ['scripts/start.test.mjs'])] : []),
      ];

function ensureChromium() {
    if (fs.existsSync('/usr/bin/chromium')) return;
    const root = process.getuid?.() === 0;
    if (root && spawnSync('apt-get', ['--version']).status === 0) {
        console.log('Installing Chromium (Debian package) for the browser tests…');
        spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
        spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
            stdio: 'inherit',
        });
    } else {
        console.warn('Browser tests need Chromium at /usr/bin/chromium: `sudo apt-get install chromium`.');
    }
}

/** Files the build regenerates from the code; the committed copies are the API contract and must not drift. */
const contractFiles = ['apps/server/schema.graphql', 'apps/storefront/app/graphql-env.d.ts'].filter(file =>
    fs.existsSync(path.join(root, file)),
);

const totals = { passed: 0, failed: 0, skipped: 0 };
const flaky = [];

if (unitOnly) {
    // Both apps import the shared package's build, not its sources: the unit tests must see its current code.
    const build = spawnSync('npm', ['run', 'build', '-w', '@shop/rules'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
        console.log('\n0 passed, 1 failed, 0 skipped');
        process.exit(1);
    }
} else {
    if (hasStorefront) ensureChromium();
    const committed = new Map(contractFiles.map(file => [file, fs.readFileSync(path.join(root, file), 'utf8')]));
    // The production-mode and browser tests run the built programs.
    const build = spawnSync('npm', ['run', 'build', '--workspaces', '--if-present'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
        console.log('\n0 passed, 1 failed, 0 skipped');
        process.exit(1);
    }
    console.log('\n=== contract ===');
    for (const [file, before] of committed) {
        const same = fs.readFileSync(path.join(root, file), 'utf8') === before;
        console.log(
            `${same ? 'ok' : 'CHANGED'}  ${file}${same ? '' : ': the build emits another contract; commit it'}`,
        );
        totals[same ? 'passed' : 'failed'] += 1;
    }
}

for (const suite of suites) {
    console.log(`\n=== ${suite.name} ===`);
    const result = spawnSync(suite.command, suite.args, {
        cwd: suite.cwd,
        stdio: 'inherit',
        env: { ...process.env, ...suite.env },
    });
    let counts;
    try {
        counts = suite.read();
    } catch {
        // A runner that crashed before writing its report counts as one failure.
        counts = { passed: 0, failed: 1, skipped: 0 };
    }
    if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
    const flakyNote = counts.flaky ? ` (${counts.flaky.length} flaky: passed on a retry)` : '';
    console.log(
        `--- ${suite.name}: ${counts.passed} passed${flakyNote}, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    for (const title of counts.flaky ?? []) flaky.push(`${suite.name}: ${title}`);
}
fs.rmSync(reportDir, { recursive: true, force: true });
if (suites.some(suite => suite.name === 'storefront-browser')) {
    console.log(`\nflaky: ${flaky.length}${flaky.length ? ' (counted as passed)' : ''}`);
    for (const title of flaky) console.log(`  ${title}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);

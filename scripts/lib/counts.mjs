import { existsSync, readFileSync } from 'node:fs';

const readJson = (file) => {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Passed and failed tests from vitest's JSON reporter (jest-compatible numbers). */
export function vitestCounts(file) {
  const report = readJson(file);
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
}

/** Passed and failed tests from Playwright's JSON reporter: expected and flaky pass, unexpected fail. */
export function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
}

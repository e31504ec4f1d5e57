import type {FullConfig, FullResult, Reporter, Suite, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Prints one closing line, "tests: N passed, N failed, N skipped", that CI logs can be read by.
 * With REQUIRE_TESTS=<project,project> (scripts/test.mjs sets it when no filter is given) the run fails
 * when one of those projects executed no test: a folder that git ignored once left the build checks at
 * zero while the run still passed.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private executedByProject = new Map<string, number>();
  private secondsByProject = new Map<string, number>();
  private startedAt = Date.now();

  onBegin(_config: FullConfig, suite: Suite): void {
    this.startedAt = Date.now();
    for (const project of suite.suites) this.executedByProject.set(project.title, 0);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = test.parent.project()?.name ?? '';
    this.secondsByProject.set(name, (this.secondsByProject.get(name) ?? 0) + result.duration / 1000);
    // Count each test once, by its final outcome (retries included).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      return;
    }
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
    if (result.status !== 'skipped') {
      this.executedByProject.set(name, (this.executedByProject.get(name) ?? 0) + 1);
    }
  }

  async onEnd(result: FullResult): Promise<{status?: FullResult['status']} | undefined> {
    const required = (process.env.REQUIRE_TESTS ?? '').split(',').filter(Boolean);
    for (const name of required) if (!this.executedByProject.has(name)) this.executedByProject.set(name, 0);
    // Test time adds up every attempt's duration; the workers run projects side by side, so the wall
    // time of the whole run is printed once.
    for (const [name, count] of this.executedByProject) {
      const seconds = Math.round(this.secondsByProject.get(name) ?? 0);
      console.log(`project ${name}: ${count} tests executed, ${seconds} s of test time`);
    }
    console.log(`wall time: ${Math.round((Date.now() - this.startedAt) / 1000)} s`);
    console.log(`\ntests: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
    const empty = required.filter((name) => this.executedByProject.get(name) === 0);
    if (empty.length > 0 && result.status === 'passed') {
      console.log(`\nFAILED: no test executed in project ${empty.join(', ')}`);
      return {status: 'failed'};
    }
    return undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}

import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints one closing line, "tests: N passed, N failed, N skipped", that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its final outcome (retries included).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      return;
    }
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    console.log(`\ntests: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

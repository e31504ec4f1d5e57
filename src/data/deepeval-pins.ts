/**
 * The deepeval releases an install line of DeepTeam 1.0.7 may name, and the helpers that write the line.
 * Split from src/data/deepeval.ts because src/data/versions.ts (and with it the main bundle that every
 * page loads) needs only these; the facts and their sources ship only with the pages that render them.
 * Import from src/data/deepeval.ts, which re-exports everything here.
 */

/** A deepeval version as major.minor.patch. */
export type DeepevalVersion = `${number}.${number}.${number}`;

/** What DeepTeam 1.0.7 declares (pyproject.toml at e05c8e5). */
export const DEEPEVAL_DECLARED = '>=3.6.2';

/**
 * The deepeval releases the install line may name. `recommended` is the default everywhere; a page
 * or guide that needs what only a newer deepeval has names `newer` and says why. Why each is chosen is
 * in DEEPEVAL_PIN_REASONS (src/data/deepeval.ts), shipped only with the pages that show it.
 */
export const DEEPEVAL_PINS = {
  recommended: {version: '3.7.4'},
  newer: {version: '4.1.6'},
} as const satisfies Record<string, {version: DeepevalVersion}>;
export type DeepevalPin = keyof typeof DEEPEVAL_PINS;
export const DEFAULT_PIN: DeepevalPin = 'recommended';

/**
 * The packages of an install line: the release (with its optional extras, such as `codex`), deepeval
 * when the release floats on it (1.0.7 accepts any deepeval from 3.6.2; 0.2.8 pins 3.6.2 itself), then
 * anything a page adds.
 */
export function installPackages(
  release: string,
  floatsOnDeepeval: boolean,
  pin: DeepevalPin = DEFAULT_PIN,
  extra: readonly string[] = [],
  extras: readonly string[] = [],
): string[] {
  const deepteam = extras.length > 0 ? `deepteam[${extras.join(',')}]==${release}` : `deepteam==${release}`;
  return [deepteam, ...(floatsOnDeepeval ? [`deepeval==${DEEPEVAL_PINS[pin].version}`] : []), ...extra];
}

/** A bash line that installs the packages, quoting each so that specifiers with < or > stay intact. */
export function pipInstallLine(packages: readonly string[]): string {
  return `pip install ${packages.map((p) => (/^[\w.=-]+$/.test(p) ? p : `"${p}"`)).join(' ')}`;
}

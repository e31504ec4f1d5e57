/**
 * The stories several pages tell about where a run's data goes, each written once: what turns on the
 * Confident AI upload, how to keep a run local, and what DeepTeam's telemetry sends and writes. Pages
 * render them with <PrivacyStory story="upload" />, <PrivacyStory story="keepLocal" /> and
 * <PrivacyStory story="telemetry" />, or link to the sections that render them in full (STORY_HOMES). A
 * content check (tests/content/patterns.test.ts) fails a current page that tells part of a story without
 * either, and tests/unit/privacy.test.ts checks the texts below.
 *
 * Texts mark code with backticks. A deepeval-dependent statement names its range with a placeholder,
 * `{deepeval:fact-id}`, which renders as the range of that fact of src/data/deepeval.ts ("deepeval 3.6.2
 * to 3.9.8"); `deepeval` on an item appends the range of a fact that the whole item depends on. No text
 * types a deepeval version by hand.
 *
 * Only 1.0 is here: 0.2.8 uploads nothing, and its archived pages are frozen.
 */
import {DEEPEVAL_FACTS, formatRange, type DeepevalFactId} from './deepeval';
import type {ToolkitVersion} from './versions';

export type StoryItem = {
  readonly id: string;
  /** Short label, shown bold. */
  readonly label: string;
  readonly text: string;
  /** The deepeval releases this item holds for; absent when it holds for every release checked. */
  readonly deepeval?: DeepevalFactId;
};

/** Where the canonical, complete telling of each story lives (route without base URL, with anchor). */
export const STORY_HOMES = {
  upload: '/docs/confident-ai-integration#where-the-key-comes-from',
  keepLocal: '/docs/confident-ai-integration#keeping-a-run-local',
  telemetry: '/docs/data-privacy#deepteams-telemetry',
} as const;

type ReleaseStories = {
  readonly uploadKeySources: readonly StoryItem[];
  readonly keepRunLocal: readonly StoryItem[];
  readonly telemetry: readonly StoryItem[];
};

export const STORIES: Partial<Record<ToolkitVersion, ReleaseStories>> = {
  '1.0': {
    uploadKeySources: [
      {
        id: 'env',
        label: 'The `CONFIDENT_API_KEY` environment variable.',
        text: 'Any non-empty value counts, even one of only spaces; an empty string counts as no key.',
      },
      {
        id: 'api-key',
        label: 'A variable named plain `API_KEY`.',
        text: 'It is read as the Confident AI key when `CONFIDENT_API_KEY` is unset or empty, so a key set for an unrelated service turns the upload on, and the upload then fails with it.',
        deepeval: 'api-key-alias',
      },
      {
        id: 'dotenv',
        label: 'Dotenv files in the working directory.',
        text: 'Importing DeepTeam imports deepeval, which reads `.env`, `.env.<APP_ENV>` and `.env.local` from the current directory (or from `ENV_DIR_PATH`), a later file winning over an earlier one, and copies their variables into the environment unless a variable of that name already exists, even with an empty value. `DEEPEVAL_DISABLE_DOTENV=1` turns this off.',
        deepeval: 'dotenv-autoload',
      },
      {
        id: 'login',
        label: 'A key saved by `deepeval login`.',
        text: 'The command writes the key to `.env.local` in the directory it ran in (unless `--save` or `DEEPEVAL_DEFAULT_SAVE` names another file), as `CONFIDENT_API_KEY` and, in {deepeval:api-key-alias}, as `API_KEY` too. It therefore counts for runs started from that directory, through the dotenv loading above.',
        deepeval: 'login-writes-env-local',
      },
      {
        id: 'legacy-keyfile',
        label: 'The legacy key file `.deepeval/.deepeval`.',
        text: 'In {deepeval:legacy-keyfile}, deepeval copies the keys that older releases stored in this JSON file in the working directory into the environment, again without replacing a variable that exists. Its `api_key` entry becomes `API_KEY` ({deepeval:legacy-keyfile-api-key}) and its `confident_api_key` entry `CONFIDENT_API_KEY` ({deepeval:legacy-keyfile-confident-key}). `DEEPEVAL_DISABLE_LEGACY_KEYFILE=1` stops it.',
      },
      {
        id: 'deepteam-config',
        label: '`~/.deepteam/config.txt`, for the `deepteam` command.',
        text: '`deepteam run` copies the `KEY=VALUE` lines of this file into the environment after DeepTeam is imported, without replacing a variable that exists. A `CONFIDENT_API_KEY` line there therefore counts with {deepeval:settings-reread}, which re-read their settings when the environment changes; {deepeval:settings-read-at-import} read them once, at import, and miss it. Nothing in DeepTeam writes this file.',
      },
    ],
    keepRunLocal: [
      {
        id: 'empty-variables',
        label: 'Set the key variables to empty strings',
        text: 'in the shell, CI job or container that starts the run: `CONFIDENT_API_KEY=""`, and `API_KEY=""` too where deepeval still reads that alias ({deepeval:api-key-alias}); if other tools of yours need `API_KEY`, set it empty only for the red-teaming process. An empty value counts as no key, and because the variable exists, no dotenv file, legacy key file or `~/.deepteam/config.txt` line can fill it in. Unsetting the variables works too, but then all of those files are read again.',
      },
      {
        id: 'files',
        label: 'Or clear the files',
        text: 'that could hold a key: remove the `CONFIDENT_API_KEY` and `API_KEY` lines from `.env`, `.env.local` and `.env.<APP_ENV>` in the directory you start from (`deepeval logout` removes the ones `deepeval login` saved to `.env.local`) and from `~/.deepteam/config.txt`, and delete `.deepeval/.deepeval` or start the process with `DEEPEVAL_DISABLE_LEGACY_KEYFILE=1`. Deleting the key file also drops the settings that `deepeval set-…` commands keep there. `DEEPEVAL_DISABLE_DOTENV=1` skips the dotenv files altogether, and with them every other variable you keep there, model keys included.',
      },
      {
        id: 'before-import',
        label: 'Do it before the first import',
        text: 'when you do it in Python: set `os.environ` before the first `deepteam` or `deepeval` import. That works with every deepeval release; with {deepeval:settings-read-at-import}, a change made after the import is not seen.',
      },
      {
        id: 'check',
        label: 'Check',
        text: 'from the same directory, with the same environment: `python -c "from deepeval.confident.api import is_confident; print(is_confident())"` must print `False`. It reads the dotenv files and the legacy key file as a run does, but not `~/.deepteam/config.txt`.',
      },
      {
        id: 'no-parameter',
        label: 'Do not rely on a parameter:',
        text: '`red_team()` has none. The private `_upload_to_confident=False` of `RedTeamer` is ignored by `RedTeamer.red_team()` in async mode, its default (`deepteam/red_teamer/red_teamer.py:135-148`).',
      },
    ],
    telemetry: [
      {
        id: 'available',
        label: 'When it runs.',
        text: 'DeepTeam sets its telemetry up at `import deepteam`, and only when the OpenTelemetry OTLP exporter can be imported. deepeval installs that exporter in {deepeval:deepteam-telemetry-available}, so there it is on by default; with later releases it is silently off unless something else installed the exporter. When it is on, the import looks up your public IP address at `api.ipify.org`, initialises Sentry, and creates a New Relic span exporter and a PostHog client.',
      },
      {
        id: 'run',
        label: 'Each red-teaming run',
        text: 'sends a PostHog event named `Invoked redteamer`, whose distinct ID is your anonymous ID, and a New Relic span of the same name carrying `environment`, `user.status`, `user.unique_id` (that ID, a random UUID), `user.public_ip`, `feature_status.redteaming` and the `get_name()` of each vulnerability and attack in the run; a run of `Aegis` or `BeaverTails` adds the framework name. A framework built on risk categories sends one per category.',
      },
      {
        id: 'guardrail',
        label: 'Each sync guardrail call',
        text: '(`guard_input`, `guard_output`) that `sample_rate` lets through sends a PostHog event named `Invoked guardrail`, again with only your anonymous ID as its distinct ID, and a span of the same name carrying the same user fields, `feature_status.guardrail`, the check type and the guard names. The async methods send nothing.',
      },
      {
        id: 'file',
        label: 'On disk:',
        text: 'each event reads and rewrites `.deepteam/telemetry.txt` in the working directory, which keeps the anonymous ID and the new/old flags.',
      },
      {
        id: 'never',
        label: 'Never sent:',
        text: 'prompts, replies, test cases, scores, purposes and keys are never passed to the telemetry functions.',
      },
      {
        id: 'switch',
        label: 'The switch:',
        text: '`DEEPTEAM_TELEMETRY_OPT_OUT=YES` (exactly `YES`, set before the import) stops the lookup, the set-up, the events and the file.',
      },
      {
        id: 'deepeval',
        label: 'deepeval has its own:',
        text: 'about one event for every test case a DeepTeam metric scores, with its own anonymous ID and IP lookup, until `DEEPEVAL_TELEMETRY_OPT_OUT=1` is set. `1` works with every release; `true` or `yes` only with {deepeval:telemetry-opt-out-boolean}.',
      },
    ],
  },
};

const PLACEHOLDER = /\{deepeval:([\w-]+)\}/g;

/** The fact ids a story text names with `{deepeval:fact-id}` placeholders. */
export function placeholderFacts(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * A story text with each `{deepeval:fact-id}` replaced by that fact's range ("deepeval 3.6.2 to 3.9.8").
 * Throws on an unknown fact, so a typo fails the build instead of printing a placeholder.
 */
export function resolveStoryText(text: string): string {
  return text.replace(PLACEHOLDER, (_, id: string) => {
    if (!(id in DEEPEVAL_FACTS)) throw new Error(`Unknown deepeval fact "${id}" in a privacy story (src/data/privacy.ts)`);
    return formatRange(DEEPEVAL_FACTS[id as DeepevalFactId].holds);
  });
}

/** The stories of a release; throws for a release that has none, so a page cannot render an empty story. */
export function storiesOf(version: ToolkitVersion): ReleaseStories {
  const stories = STORIES[version];
  if (!stories) throw new Error(`No privacy stories for DeepTeam ${version} (src/data/privacy.ts)`);
  return stories;
}

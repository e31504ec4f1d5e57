/**
 * The stories several pages tell about where a run's data goes, each written once: what turns on the
 * Confident AI upload, how to keep a run local, and what DeepTeam's telemetry sends and writes. Pages
 * render them with <UploadKeySources />, <KeepRunLocal /> and <TelemetrySummary />, or link to the
 * sections of data-privacy and confident-ai-integration that render them in full. A content check
 * (tests/content/stories.test.ts) fails a current page that tells part of a story without either.
 *
 * Texts mark code with backticks; `deepeval` names a fact of src/data/deepeval.ts whose release range is
 * printed with the text, so no page states a deepeval version by hand.
 *
 * Only 1.0 is here: 0.2.8 uploads nothing, and its archived pages are frozen.
 */
import type {DeepevalFactId} from './deepeval';
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
        text: 'Importing DeepTeam imports deepeval, which loads `.env`, then `.env.<APP_ENV>`, then `.env.local` from the current directory (or `ENV_DIR_PATH`) into the environment, without overwriting variables already set. `DEEPEVAL_DISABLE_DOTENV=1` turns this off.',
        deepeval: 'dotenv-autoload',
      },
      {
        id: 'login',
        label: 'A key saved by `deepeval login`.',
        text: 'The command writes the key to `.env.local` in the directory it ran in (unless `--save` names another file), so it counts for runs started from that directory, through the dotenv loading above.',
        deepeval: 'login-writes-env-local',
      },
      {
        id: 'legacy-keyfile',
        label: 'The legacy key file `.deepeval/.deepeval`.',
        text: 'A key stored there by older deepeval releases, in the working directory, is read into the environment. `DEEPEVAL_DISABLE_LEGACY_KEYFILE=1` stops it.',
        deepeval: 'legacy-keyfile',
      },
      {
        id: 'deepteam-config',
        label: '`~/.deepteam/config.txt`, for the `deepteam` command.',
        text: '`deepteam run` and `deepteam scan` copy its `KEY=VALUE` lines into the environment after DeepTeam is imported, so a `CONFIDENT_API_KEY` line there counts only where deepeval re-reads its settings when the environment changes.',
        deepeval: 'settings-reread',
      },
    ],
    keepRunLocal: [
      {
        id: 'empty-variables',
        label: 'Set the key variables to empty strings',
        text: 'in the shell, CI job or container that starts the run: `CONFIDENT_API_KEY=""`, and `API_KEY=""` too where deepeval still reads that alias (only in the process that red-teams, if other tools use `API_KEY`). An empty value counts as no key, and because the variable exists, neither a dotenv file nor the legacy key file can fill it in. Unsetting them works as well, but then those files are read again.',
      },
      {
        id: 'files',
        label: 'Or clear the files',
        text: 'of the directory you start from: remove `CONFIDENT_API_KEY` (and `API_KEY`) lines from `.env`, `.env.local` and `.env.<APP_ENV>` (`deepeval logout` removes what `deepeval login` saved), delete `.deepeval/.deepeval`, or start the process with `DEEPEVAL_DISABLE_DOTENV=1` and `DEEPEVAL_DISABLE_LEGACY_KEYFILE=1`. `DEEPEVAL_DISABLE_DOTENV` also stops every other variable in those files from loading, model keys included.',
      },
      {
        id: 'before-import',
        label: 'Do it before the first import',
        text: 'when you do it in Python: change `os.environ` before the first `deepteam` or `deepeval` import, because older deepeval releases read their settings once, at import.',
        deepeval: 'settings-read-at-import',
      },
      {
        id: 'check',
        label: 'Check',
        text: 'from the same directory, with the same environment: `python -c "from deepeval.confident.api import is_confident; print(is_confident())"` must print `False`.',
      },
      {
        id: 'no-parameter',
        label: 'Do not rely on a parameter',
        text: '`red_team()` has none. The private `_upload_to_confident=False` of `RedTeamer` is ignored by `RedTeamer.red_team()` in async mode, its default (`deepteam/red_teamer/red_teamer.py:135-148`).',
      },
    ],
    telemetry: [
      {
        id: 'available',
        label: 'When it runs.',
        text: "DeepTeam's telemetry starts at `import deepteam` when the OpenTelemetry OTLP exporter can be imported, which deepeval installs with itself; without the exporter it is silently off.",
        deepeval: 'deepteam-telemetry-available',
      },
      {
        id: 'run',
        label: 'Each red-teaming run',
        text: 'sends one PostHog event and one New Relic span named `Invoked redteamer`, carrying `environment`, `user.status`, `user.unique_id` (a persistent random UUID, also the PostHog distinct ID), `user.public_ip` (looked up at `api.ipify.org` when DeepTeam is imported) and the `get_name()` of each vulnerability and attack in the run. A framework run sends one per risk category.',
      },
      {
        id: 'guardrail',
        label: 'Each sync guardrail call',
        text: '(`guard_input`, `guard_output`) sends an `Invoked guardrail` event with the same four user fields, the check type and the guard names, and reads and rewrites `.deepteam/telemetry.txt` while it does. The async methods send nothing.',
      },
      {
        id: 'never',
        label: 'Never sent:',
        text: 'prompts, replies, test cases, scores, purposes and keys are never passed to the telemetry functions.',
      },
      {
        id: 'switch',
        label: 'The switch:',
        text: '`DEEPTEAM_TELEMETRY_OPT_OUT=YES` (exactly `YES`, set before the import) stops the lookup, the events and the `.deepteam/telemetry.txt` file in the working directory.',
      },
      {
        id: 'deepeval',
        label: 'deepeval has its own:',
        text: 'one event per judged test case, with its own anonymous ID and IP lookup, until `DEEPEVAL_TELEMETRY_OPT_OUT=1` is set (the value every deepeval release accepts).',
      },
    ],
  },
};

/** The stories of a release; throws for a release that has none, so a page cannot render an empty story. */
export function storiesOf(version: ToolkitVersion): ReleaseStories {
  const stories = STORIES[version];
  if (!stories) throw new Error(`No privacy stories for DeepTeam ${version} (src/data/privacy.ts)`);
  return stories;
}

/**
 * What DeepTeam 1.0.7 does with each deepeval release, as data: the install pin, and every
 * deepeval-dependent behaviour the pages describe, each with the range of deepeval releases it holds
 * for. Source: ../shared/toolkit-api/deepeval-compat-1.0.7.md (every deepeval tag from 3.6.2 to
 * python-v4.1.10 read and run against DeepTeam 1.0.7 at e05c8e5). Pages never write a deepeval version
 * number themselves: they render <InstallCommand />, <DeepevalPin /> and <DeepevalRange fact="..." />,
 * and a content check rejects a literal one (tests/content/patterns.test.ts). The install pins live in
 * src/data/deepeval-pins.ts (re-exported here), so the main bundle carries them without these facts.
 *
 * Only the 1.0 release floats on deepeval: DeepTeam 0.2.8 pins deepeval==3.6.2 itself.
 */
import type {DeepevalPin, DeepevalVersion} from './deepeval-pins';

export {DEEPEVAL_DECLARED, DEEPEVAL_PINS, DEFAULT_PIN, installPackages, pipInstallLine} from './deepeval-pins';
export type {DeepevalPin, DeepevalVersion} from './deepeval-pins';

/**
 * An inclusive range of deepeval releases. `to: null` means "and later, up to the newest release that
 * was checked" (DEEPEVAL_CHECKED.to); a behaviour that never holds is `NEVER`.
 */
export type DeepevalRange = {readonly from: DeepevalVersion; readonly to: DeepevalVersion | null} | typeof NEVER;
export const NEVER = 'never' as const;

/** The deepeval releases that were checked. */
export const DEEPEVAL_CHECKED = {from: '3.6.2', to: '4.1.10'} as const satisfies {from: DeepevalVersion; to: DeepevalVersion};
/** The newest deepeval on the package index when the checks were made, and not checked (not in the source mirror). */
export const DEEPEVAL_UNCHECKED = {from: '4.1.11', to: '4.3.1'} as const;
/** DeepTeam's own lock file at e05c8e5 resolves this deepeval (poetry.lock, the deepeval entry). */
export const DEEPEVAL_LOCKED = '3.7.2' as const;

/** Why each install pin (DEEPEVAL_PINS) is the release it is, as the install note says it. */
export const DEEPEVAL_PIN_REASONS: Readonly<Record<DeepevalPin, string>> = {
  recommended:
    'the newest deepeval with which both the Python API and the YAML ' +
    "CLI's `azure` and `gemini` providers work; it still installs the `anthropic`, `google-genai` and `ollama` SDKs, " +
    'and its `google/…` model strings read `GOOGLE_API_KEY`',
  newer:
    'the newest deepeval that DeepTeam 1.0.7 imports on a clean install; it accepts any OpenAI model name, ' +
    "but the YAML CLI's `azure` and `gemini` providers do not work with it, and the `anthropic`, " +
    '`google-genai` and `ollama` SDKs must be installed by hand',
};

/** Every deepeval-dependent fact a page states, with the deepeval releases it holds for. */
export const DEEPEVAL_FACTS = {
  'imports-deepteam': {
    holds: {from: '3.6.2', to: '4.1.6'},
    text: '`import deepteam` works on a clean install',
    source: 'deepeval dropped its sentry-sdk dependency in 4.1.7; deepteam/telemetry.py:7 imports sentry_sdk unconditionally',
  },
  'sentry-import-error': {
    holds: {from: '4.1.7', to: null},
    text: "`import deepteam` fails with `ModuleNotFoundError: No module named 'sentry_sdk'` unless `sentry-sdk` is installed",
    source: 'deepeval-compat §1.2; DeepTeam issue #263 reports it for later releases too',
  },
  'provider-sdks-bundled': {
    holds: {from: '3.6.2', to: '3.7.4'},
    text: 'deepeval installs the `anthropic`, `google-genai` and `ollama` packages; later releases need `pip install` of each',
    source: 'deepeval pyproject.toml at v3.7.4:35,44,45; dev-only from 3.7.5',
  },
  'cli-openai': {holds: {from: '3.6.2', to: null}, text: 'the YAML CLI builds `openai` models', source: 'cli/model_callback.py:63'},
  'cli-azure': {holds: {from: '3.6.2', to: '3.7.4'}, text: 'the YAML CLI builds `azure` models', source: 'AzureOpenAIModel dropped model_name at 3.7.5'},
  'cli-gemini': {holds: {from: '3.6.2', to: '3.7.4'}, text: 'the YAML CLI builds `gemini` models', source: 'GeminiModel renamed model_name to model at 3.7.5'},
  'cli-ollama': {holds: {from: '3.6.2', to: null}, text: 'the YAML CLI builds `ollama` models (from 3.7.5 after `pip install ollama`)', source: 'cli/model_callback.py:76-80'},
  'cli-anthropic': {holds: {from: '3.6.2', to: null}, text: 'the YAML CLI builds `anthropic` models (from 3.7.5 after `pip install anthropic`)', source: 'cli/model_callback.py:105'},
  'cli-bedrock': {holds: {from: '3.6.2', to: '3.6.2'}, text: 'the YAML CLI builds `bedrock` models (with `aiobotocore` and `botocore` installed by hand)', source: 'AmazonBedrockModel dropped temperature at 3.6.3'},
  'cli-local': {holds: NEVER, text: 'the YAML CLI builds `local` models', source: 'LocalModel takes model, the CLI passes model_name (cli/model_callback.py:83-88)'},
  'cli-custom': {holds: {from: '3.6.2', to: null}, text: 'the YAML CLI loads a `custom` DeepEvalBaseLLM subclass', source: 'cli/model_callback.py:124-131'},
  'openai-listed-names-only': {
    holds: {from: '3.6.2', to: '3.7.5'},
    text: "deepeval's OpenAI model accepts only the model names on its own list (`gpt-4o-mini`, `gpt-4o`, `gpt-4.1` and `gpt-3.5-turbo-0125` are on it at every release)",
    source: 'deepeval-compat §2.2 openai',
  },
  'openai-any-name': {holds: {from: '3.7.7', to: null}, text: "deepeval's OpenAI model accepts any model name", source: 'deepeval-compat §2.2 openai'},
  'google-prefix-reads-key': {holds: {from: '3.7.4', to: null}, text: '`google/…` model strings read `GOOGLE_API_KEY`', source: 'deepeval-compat §2.3'},
  'api-key-alias': {
    holds: {from: '3.6.2', to: '3.9.8'},
    text: 'a variable named plain `API_KEY` also counts as a Confident AI key when `CONFIDENT_API_KEY` is unset or empty',
    source: 'deepeval confident/api.py reads CONFIDENT_API_KEY or API_KEY through v3.9.8; removed at v3.9.9',
  },
  'dotenv-autoload': {
    holds: {from: '3.6.2', to: null},
    text: 'importing deepeval (so importing DeepTeam) loads `.env`, `.env.{APP_ENV}` and `.env.local` from the working directory, without overriding variables already set; `DEEPEVAL_DISABLE_DOTENV=1` turns it off',
    source: 'deepeval __init__.py autoload_dotenv() at every tag',
  },
  'login-writes-env-local': {
    holds: {from: '3.6.2', to: null},
    text: '`deepeval login` saves the key as a line in `.env.local` in the working directory (unless `--save` names another file)',
    source: 'deepeval cli login, settings.edit(save=...)',
  },
  'legacy-keyfile': {
    holds: {from: '3.7.4', to: null},
    text: 'a key in the legacy key file `.deepeval/.deepeval` in the working directory is read into the environment; `DEEPEVAL_DISABLE_LEGACY_KEYFILE=1` stops it',
    source: 'deepeval config/settings.py _merge_legacy_keyfile_into_env, added at v3.7.4',
  },
  'settings-read-at-import': {
    holds: {from: '3.6.2', to: '3.6.9'},
    text: 'deepeval reads its settings once, at import, so a key placed in the environment later is not seen',
    source: 'deepeval v3.6.2 config/settings.py:667-671',
  },
  'settings-reread': {holds: {from: '3.7.0', to: null}, text: 'deepeval re-reads its settings when the environment changes', source: 'deepeval v3.7.0 config/settings.py:1001-1019'},
  'confident-base-url': {holds: {from: '3.7.1', to: null}, text: '`CONFIDENT_BASE_URL` changes the address of the Confident AI API', source: 'deepeval v3.7.1 confident/api.py:31'},
  'default-judge-gpt-4-1': {
    holds: {from: '3.6.2', to: '3.9.7'},
    text: 'a deepeval model left unset (`model=None`) is `gpt-4.1` at temperature 0',
    source: 'deepeval models/llms constants',
  },
  'default-judge-gpt-5-4': {holds: {from: '3.9.8', to: null}, text: 'a deepeval model left unset is `gpt-5.4` at temperature 1', source: 'deepeval v3.9.8 models/llms/constants.py:5'},
  'telemetry-opt-out-exact-1': {
    holds: {from: '3.6.2', to: '3.6.9'},
    text: 'deepeval accepts only `DEEPEVAL_TELEMETRY_OPT_OUT=1`',
    source: 'deepeval v3.6.2 telemetry.py:36-37',
  },
  'telemetry-opt-out-boolean': {
    holds: {from: '3.7.0', to: null},
    text: 'deepeval reads `DEEPEVAL_TELEMETRY_OPT_OUT` as a boolean (`1`, `true`, `yes`, `on` in any case)',
    source: 'deepeval v3.7.0 telemetry.py:36-37',
  },
  'deepteam-telemetry-available': {
    holds: {from: '3.6.2', to: '3.8.4'},
    text: "DeepTeam's own telemetry can run, because deepeval installs the OpenTelemetry OTLP exporter it needs; from 3.8.5 it is silently off on a clean install",
    source: 'deepeval pyproject.toml drops opentelemetry-exporter-otlp-proto-grpc at v3.8.5; deepteam/telemetry.py:55-59,107-108',
  },
  'telemetry-id-in-cwd': {
    holds: {from: '3.6.2', to: '4.1.4'},
    text: "deepeval writes its anonymous id to `.deepeval/.deepeval_telemetry.txt` in the working directory",
    source: 'deepeval telemetry.py',
  },
  'telemetry-id-in-home': {
    holds: {from: '4.1.5', to: null},
    text: "deepeval writes its anonymous id to `~/.deepeval/.deepeval_telemetry.txt` (`DEEPEVAL_HOME` moves it)",
    source: 'deepeval python-v4.1.10 telemetry/identity.py:35-43',
  },
  'readonly-cwd-import-fails': {
    holds: {from: '3.6.2', to: '4.1.4'},
    text: 'with deepeval telemetry on, `import deepteam` fails in a read-only working directory (`PermissionError: .deepeval`); `DEEPEVAL_TELEMETRY_OPT_OUT=1` avoids it',
    source: 'deepeval telemetry.py makedirs at import',
  },
  'per-attempt-timeout': {
    holds: {from: '3.6.9', to: null},
    text: 'every model call deepeval makes times out after 88.5 seconds per attempt (`DEEPEVAL_PER_ATTEMPT_TIMEOUT_SECONDS_OVERRIDE` changes it)',
    source: 'deepeval v3.6.9 config/settings.py:433-458',
  },
  'disable-timeouts': {holds: {from: '3.7.7', to: null}, text: '`DEEPEVAL_DISABLE_TIMEOUTS` switches the per-attempt timeout off', source: 'deepeval v3.7.7 config/settings.py:802'},
  'global-provider-forwards-name': {
    holds: {from: '3.9.1', to: null},
    text: "a provider set globally with `deepeval set-…` receives DeepTeam's model names (such as `gpt-4o-mini`) as its model",
    source: 'deepeval v3.9.1 metrics/utils.py:580-602',
  },
  'global-provider-ignores-name': {
    holds: {from: '3.6.2', to: '3.8.9'},
    text: "a provider set globally with `deepeval set-…` uses its own configured model and ignores DeepTeam's model names",
    source: 'deepeval v3.8.9 metrics/utils.py:555',
  },
  'upload-drops-turn-fields': {
    holds: {from: '3.6.2', to: null},
    text: "deepeval's `TurnApi` declares `retrievalContext` and `toolsCalled` (and from 3.7.4 `userId`) as aliases and does not accept the field names, so DeepTeam's risk-assessment upload, which passes them by field name, drops them from every turn",
    source: 'deepeval test_run/api.py TurnApi at every tag from v3.6.2 to python-v4.1.10 (aliases, no populate_by_name); deepteam/red_teamer/api.py:30-31,67-77 at e05c8e5; reproduced with pydantic 2.13.4',
  },
  // Appended for the model guides (issue 30); each read at the tags named in its source.
  'retry-two-attempts': {
    holds: {from: '3.6.2', to: null},
    text: "deepeval tries a rate-limited, timed-out or dropped provider call twice (one retry, after 1 second plus up to 2 seconds of jitter) and turns the provider SDK's own retries off",
    source: 'deepeval v3.7.4 config/settings.py:414-425 (2 attempts, initial 1 s, jitter 2 s, cap 5 s) and models/retry_policy.py:348-360 (tenacity wait_exponential_jitter: initial × base^(attempt-1) + uniform(0, jitter), so the only sleep is 1 to 3 s), models/llms/openai_model.py:499-511; the same defaults at v3.6.2 (retry_policy.py:246-262) and python-v4.1.10 (settings.py:764-780); deepeval-compat §5.4 (every tag)',
  },
  'openai-quota-not-retried': {
    holds: {from: '3.6.2', to: null},
    text: 'deepeval does not retry an OpenAI `insufficient_quota` error',
    source: 'deepeval models/retry_policy.py OPENAI_ERROR_POLICY non_retryable_codes (v3.7.4:750-757; same at v3.6.2, v3.9.9, python-v4.1.10)',
  },
  'anthropic-max-tokens-1024': {
    holds: {from: '3.6.2', to: '3.7.5'},
    text: '`AnthropicModel` asks Claude for at most 1,024 tokens per call, and a `max_tokens` in `generation_kwargs` clashes with it (`TypeError`)',
    source: 'deepeval v3.7.4 models/llms/anthropic_model.py:70-81, 96-107; from v3.7.6 max_tokens is read from kwargs (anthropic_model.py:111-119)',
  },
  'gemini-model-name-keyword': {
    holds: {from: '3.6.2', to: '3.7.4'},
    text: '`GeminiModel` takes the model as `model_name` (later releases call it `model`)',
    source: 'deepeval v3.7.4 models/llms/gemini_model.py:51-53; v3.7.5 gemini_model.py:66-68',
  },
  'gemini-cost-zero': {
    holds: {from: '3.6.2', to: '4.0.5'},
    text: '`GeminiModel` reports a cost of 0 for every call, so `simulation_cost` and `evaluation_cost` stay 0',
    source: 'deepeval v3.7.4 models/llms/gemini_model.py:169, 180, 209, 220 (`return response.parsed, 0`); gone at v4.0.6',
  },
  'gemini-vertexai-flag-crash': {
    holds: {from: '3.7.4', to: '3.7.5'},
    text: "`GeminiModel` raises `AttributeError: 'bool' object has no attribute 'lower'` when `GOOGLE_GENAI_USE_VERTEXAI` is set",
    source: 'deepeval v3.7.4 config/settings.py:336 and 600-633 (parsed to bool), models/llms/gemini_model.py:82, 133-134 (`.lower()`); the same at v3.7.5 (gemini_model.py:95, 147-148); v3.7.6 returns the bool (gemini_model.py:156-157). Up to v3.7.3 the flag came from the legacy .deepeval keyfile as a string (gemini_model.py reads KEY_FILE_HANDLER at v3.6.2 and v3.7.3), so `.lower()` worked',
  },
  'gemini-block-none': {
    holds: {from: '3.6.2', to: null},
    text: "`GeminiModel` sends its own safety settings: dangerous content, harassment, hate speech and sexually explicit at `BLOCK_NONE`",
    source: 'deepeval v3.7.4 models/llms/gemini_model.py:102-119; the same four settings at python-v4.1.10',
  },
  'gemini-google-api-key-only': {
    holds: {from: '3.7.4', to: null},
    text: '`GeminiModel` reads its key from `GOOGLE_API_KEY` only, not `GEMINI_API_KEY`',
    source: 'deepeval v3.7.4 models/llms/gemini_model.py:70-74, config/settings.py:334; no GEMINI_API_KEY setting at v3.9.9 or python-v4.1.10 (gemini_model.py:93-97). At v3.6.2 to v3.7.3 GeminiModel reads the key from the legacy .deepeval keyfile only (KEY_FILE_HANDLER.fetch_data(ModelKeyValues.GOOGLE_API_KEY)), not from the environment; see deepeval-compat §2.3',
  },
  'legacy-keyfile-api-key': {
    holds: {from: '3.7.4', to: '3.9.8'},
    text: 'the `api_key` entry of the legacy key file `.deepeval/.deepeval` becomes `API_KEY`, which counts as the Confident AI key through the alias',
    source: 'deepeval v3.7.4 config/settings.py:93-165 maps KeyValues.API_KEY ("api_key") to API_KEY; v3.9.9 drops the API_KEY field (deepeval-compat §3)',
  },
  'legacy-keyfile-confident-key': {
    holds: {from: '3.7.7', to: null},
    text: 'the `confident_api_key` entry of the legacy key file `.deepeval/.deepeval` becomes `CONFIDENT_API_KEY`',
    source: 'deepeval-compat §3: JSON key confident_api_key read 3.7.7+; KeyValues.CONFIDENT_API_KEY at python-v4.1.10 key_handler.py:49',
  },
  'region-from-key-prefix': {
    holds: {from: '3.8.2', to: null},
    text: 'the Confident AI region is also taken from the key itself: a key that starts with `confident_eu_` is sent to the EU address',
    source: 'deepeval-compat §3 region and endpoint; deepeval v3.9.9 confident/api.py:31-52',
  },
  'deepeval-telemetry-new-relic': {
    holds: {from: '3.6.2', to: '3.8.1'},
    text: "deepeval's own telemetry also exports a span per event to New Relic (`otlp.nr-data.net`), besides its PostHog event",
    source: 'deepeval-compat §4.1 (New Relic OTLP exporter up to 3.8.1); deepeval v3.7.4 telemetry.py:85-128',
  },
  'deepeval-telemetry-sentry': {
    holds: {from: '3.6.2', to: '4.1.6'},
    text: 'deepeval initialises Sentry at import when its telemetry is on',
    source: 'deepeval-compat §4.1 (Sentry up to 4.1.6); deepeval v3.7.4 telemetry.py:98-105; sentry-sdk dropped at 4.1.7',
  },
  'deepeval-error-reporting-exact-1': {
    holds: {from: '3.6.2', to: '3.6.9'},
    text: "deepeval installs its crash-report hook only for `ERROR_REPORTING=1`, exactly",
    source: 'deepeval v3.6.2 and v3.6.9 telemetry.py:134 (os.getenv("ERROR_REPORTING") == "1")',
  },
  'deepeval-error-reporting-boolean': {
    holds: {from: '3.7.0', to: '4.1.6'},
    text: 'deepeval reads `ERROR_REPORTING` as a boolean (`1`, `true`, `yes`, `on`) and then installs its crash-report hook',
    source: 'deepeval v3.7.0 telemetry.py:134 (get_settings().ERROR_REPORTING); python-v4.1.6 telemetry/client.py:181; no ERROR_REPORTING reader outside settings from python-v4.1.7',
  },
  'openai-model-needs-key': {
    holds: {from: '3.6.2', to: null},
    text: "deepeval's OpenAI model builds its client when it is constructed, so it raises without `OPENAI_API_KEY` before any call",
    source: 'DeepEvalBaseLLM.__init__ calls load_model at every tag; v3.6.2 openai_model.py:281,489-505 (the OpenAI client raises); v3.7.4 openai_model.py:494-522 and models/utils.py:37-76 (require_secret_api_key raises DeepEvalError for a missing or empty key); python-v4.1.10 openai_model.py:143,470-490',
  },
  'callback-moonshot-deepseek': {
    holds: {from: '3.7.5', to: null},
    text: '`model_callback` strings `moonshotai/…` and `deepseek/…` build their deepeval model (earlier releases take the API key as the first argument, so the model name lands there)',
    source: 'deepeval-compat §2.3; DeepTeam red_teamer/utils.py:18-26,109 passes the model positionally; deepeval v3.6.2 kimi_model.py:74, deepseek_model.py:31-38',
  },
  'callback-xai': {
    holds: {from: '3.6.7', to: null},
    text: '`model_callback` strings `xai/…` build deepeval\'s Grok model, and only with the `xai-sdk` package installed by hand',
    source: 'deepeval-compat §2.3; deepeval v3.6.2 grok_model.py:57 (api_key first); xai-sdk is never a deepeval dependency',
  },
} as const satisfies Record<string, {holds: DeepevalRange; text: string; source: string}>;
export type DeepevalFactId = keyof typeof DEEPEVAL_FACTS;

function parts(version: string): number[] {
  return version.split('.').map(Number);
}

/** Compares two deepeval versions: negative when a is older. */
export function compareDeepeval(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Whether a fact holds at a deepeval version. */
export function holdsAt(fact: DeepevalFactId, version: string): boolean {
  const range: DeepevalRange = DEEPEVAL_FACTS[fact].holds;
  if (range === NEVER) return false;
  return compareDeepeval(version, range.from) >= 0 && (range.to === null || compareDeepeval(version, range.to) <= 0);
}

/** "deepeval 3.6.2 to 3.9.8", "deepeval 3.7.0 and later", "deepeval 3.6.2 only", "no deepeval release". */
export function formatRange(range: DeepevalRange): string {
  if (range === NEVER) return 'no deepeval release';
  if (range.to === range.from) return `deepeval ${range.from} only`;
  if (range.to === null) return `deepeval ${range.from} and later`;
  return `deepeval ${range.from} to ${range.to}`;
}

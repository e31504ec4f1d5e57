/**
 * The toolkit releases the docs cover, in one place. Each entry ties a Docusaurus docs version (the
 * name the docs plugins use) to the facts sheet of the toolkit release its pages were checked against.
 * Everything that differs between versions is keyed by `ToolkitVersion`: the generated facts
 * (src/data/generated/toolkit-<key>.ts), the catalogue, the install command and the content checks.
 * Adding a release is a new entry here, a facts sheet and a `docusaurus docs:version` cut.
 */
import {DEFAULT_PIN, installPackages, pipInstallLine, type DeepevalPin} from './deepeval-pins';

export const TOOLKIT_VERSIONS = ['1.0', '0.2.8'] as const;
export type ToolkitVersion = (typeof TOOLKIT_VERSIONS)[number];

export type VersionInfo = {
  readonly key: ToolkitVersion;
  /** The docs plugins' version name: 'current' is the content of docs/ and guides/. */
  readonly docsVersion: string;
  /** Label in the version dropdown. */
  readonly label: string;
  /** The release a reader installs to match these pages. */
  readonly release: string;
  /** The facts sheet the pages and their samples are checked against (tests/fixtures/toolkit-api/). */
  readonly sheet: string;
  /** What the pages were checked against, stated on getting-started and in the footer. */
  readonly source: {readonly ref: string; readonly commit: string; readonly date: string; readonly url: string};
  /**
   * The deepeval release this release pins itself, or null when it accepts a range and the install line
   * must name one (src/data/deepeval.ts).
   */
  readonly deepevalPinned: string | null;
  /** Where this version's pages live, relative to the site root. */
  readonly contentDirs: {readonly docs: string; readonly guides: string};
};

const REPOSITORY = 'https://github.com/confident-ai/deepteam';

export const VERSIONS: Readonly<Record<ToolkitVersion, VersionInfo>> = {
  '1.0': {
    key: '1.0',
    docsVersion: 'current',
    label: '1.0',
    release: '1.0.7',
    sheet: 'deepteam-1.0.7.json',
    source: {
      ref: 'main at e05c8e5 (version string 1.0.7)',
      commit: 'e05c8e5cdb3467f188fa43147991becd328e5228',
      date: '2026-07-20',
      url: `${REPOSITORY}/tree/e05c8e5cdb3467f188fa43147991becd328e5228`,
    },
    deepevalPinned: null,
    contentDirs: {docs: 'docs', guides: 'guides'},
  },
  '0.2.8': {
    key: '0.2.8',
    docsVersion: '0.2.8',
    label: '0.2.8',
    release: '0.2.8',
    sheet: 'deepteam-0.2.8.json',
    source: {
      ref: 'tag v0.2.8',
      commit: '1598eeb862085ab84046277c6007c4beb2d7bb27',
      date: '2025-11-04',
      url: `${REPOSITORY}/tree/v0.2.8`,
    },
    deepevalPinned: '3.6.2',
    contentDirs: {docs: 'versioned_docs/version-0.2.8', guides: 'guides_versioned_docs/version-0.2.8'},
  },
};

/** The version /docs and /guides serve without a version segment, and the blog's code targets. */
export const DEFAULT_VERSION: ToolkitVersion = '1.0';
/** The version whose pages are the newest (docs/ and guides/). */
export const NEWEST_VERSION: ToolkitVersion = '1.0';
/** Which release each blog post's code targets: all five posts were run with 0.2.8. */
export const BLOG_VERSION: ToolkitVersion = '0.2.8';

/**
 * Docs pages that exist in one release only, beside the manifest's pages (which every release has).
 * Each has an id and its sidebar label.
 */
export const RELEASE_ONLY_PAGES: Readonly<Record<ToolkitVersion, readonly {readonly id: string; readonly label: string}[]>> = {
  '1.0': [
    {id: 'migrating-to-1-0', label: 'Migrating to 1.0'},
    {id: 'deepeval-versions', label: 'deepeval Versions'},
    {id: 'confident-ai-integration', label: 'Confident AI Integration'},
    {id: 'red-teaming-attack-engine', label: 'Attack Engine'},
    {id: 'red-teaming-judge-calibration', label: 'Judge Calibration'},
    {id: 'code-scanning-introduction', label: 'Introduction'},
    {id: 'code-scanning-github-bot', label: 'GitHub Bot'},
    ...(
      [
        ['indirect-instruction', 'Indirect Instruction'],
        ['tool-orchestration-abuse', 'Tool Orchestration Abuse'],
        ['agent-identity-abuse', 'Agent Identity Abuse'],
        ['tool-metadata-poisoning', 'Tool Metadata Poisoning'],
        ['unexpected-code-execution', 'Unexpected Code Execution'],
        ['inter-agent-communication-compromise', 'Inter-Agent Communication'],
        ['autonomous-agent-drift', 'Autonomous Agent Drift'],
        ['cross-context-retrieval', 'Cross-Context Retrieval'],
        ['system-reconnaissance', 'System Reconnaissance'],
        ['exploit-tool-agent', 'Exploit Tool Agent'],
        ['external-system-abuse', 'External System Abuse'],
        ['hallucination', 'Hallucination'],
      ] as const
    ).map(([slug, label]) => ({id: `red-teaming-vulnerabilities-${slug}`, label})),
    ...(
      [
        ['adversarial-poetry', 'Adversarial Poetry'],
        ['character-stream', 'Character Stream'],
        ['context-flooding', 'Context Flooding'],
        ['embedded-instruction-json', 'Embedded Instruction JSON'],
        ['synthetic-context-injection', 'Synthetic Context Injection'],
        ['authority-escalation', 'Authority Escalation'],
        ['emotional-manipulation', 'Emotional Manipulation'],
      ] as const
    ).map(([slug, label]) => ({id: `red-teaming-adversarial-attacks-${slug}`, label})),
    {id: 'red-teaming-owasp-top-10-for-agentic-applications', label: 'OWASP Top 10 for Agentic Apps'},
    {id: 'red-teaming-mitre-atlas', label: 'MITRE ATLAS'},
    {id: 'red-teaming-eu-ai-act', label: 'EU AI Act'},
    {id: 'red-teaming-aegis', label: 'Aegis'},
    {id: 'red-teaming-beavertails', label: 'BeaverTails'},
  ],
  '0.2.8': [],
};

/** The toolkit version of a Docusaurus docs version name; unknown names fall back to the default. */
export function toolkitVersionOf(docsVersion: string | null | undefined): ToolkitVersion {
  const found = TOOLKIT_VERSIONS.find((key) => VERSIONS[key].docsVersion === docsVersion);
  return found ?? DEFAULT_VERSION;
}

/**
 * The install line of a release. For 1.0 it names deepeval too: DeepTeam 1.0.7 accepts any deepeval
 * from 3.6.2, and from deepeval 4.1.7 `import deepteam` fails (src/data/deepeval.ts).
 */
export function installCommand(
  version: ToolkitVersion,
  pin: DeepevalPin = DEFAULT_PIN,
  extra: readonly string[] = [],
  extras: readonly string[] = [],
): string {
  return pipInstallLine(installPackages(VERSIONS[version].release, VERSIONS[version].deepevalPinned === null, pin, extra, extras));
}

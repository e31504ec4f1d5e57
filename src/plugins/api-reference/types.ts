/**
 * The shape of the API reference data: built from the facts sheets by ./model.ts at build time, written
 * per page as JSON by ./index.ts, rendered by src/components/ApiReference. Types only, so components can
 * import them without pulling build code into the browser.
 */

/** The pages of the reference: one per module group, plus the index (`''`). */
export type ApiGroupId =
  | 'red-team'
  | 'test-cases-and-results'
  | 'vulnerabilities'
  | 'attacks'
  | 'attack-engine'
  | 'frameworks'
  | 'guardrails'
  | 'metrics'
  | 'cli'
  | 'code-scanning';

/**
 * A release mark: `new` (arrived in a release after the page's), `changed` (a default, type, value list
 * or import changed in a later release), `gone` (not in the other release), `note` (what the sheets say
 * about presence when no release is tracked).
 */
export type Tone = 'new' | 'changed' | 'gone' | 'note';
export type Mark = {readonly tone: Tone; readonly text: string};

export type Param = {
  readonly name: string;
  readonly annotation: string | null;
  /** Source text of the default (strings keep their quotes); null when there is none. */
  readonly default: string | null;
  readonly required: boolean;
  readonly marks: readonly Mark[];
};

export type Signature = {
  /** How the signature reads: a class called with its constructor arguments, or a function. */
  readonly keyword: 'class' | 'def' | 'async def';
  readonly name: string;
  readonly params: readonly Param[];
  readonly returns: string | null;
};

export type Method = {
  readonly id: string;
  /** Heading text, e.g. `RedTeamer.red_team`. */
  readonly name: string;
  readonly signature: Signature;
  /** Abstract in the base class: subclasses implement it. */
  readonly abstract: boolean;
  /** What it returns at run time when the source has no annotation (from the sheet). */
  readonly returnsAtRuntime: string | null;
  readonly marks: readonly Mark[];
  usedOn?: readonly PageLink[];
};

/** A labelled fact of an entry; `refs` are entry ids (or plain names) shown as code. */
export type Fact = {readonly label: string; readonly text?: string; readonly code?: readonly string[]; readonly refs?: readonly string[]};

export type Member = {readonly name: string; readonly value: string; readonly marks: readonly Mark[]};

export type CliOption = {
  readonly flags: string;
  readonly type: string | null;
  readonly default: string | null;
  /** The config key the option overrides, when the sheet names one. */
  readonly overrides: string | null;
  readonly marks: readonly Mark[];
};

export type Command = {
  readonly usage: string;
  readonly arguments: readonly Param[];
  readonly options: readonly CliOption[];
  /** Config file keys the command reads, with their defaults. */
  readonly configKeys: readonly {readonly path: string; readonly default: string | null; readonly marks: readonly Mark[]}[];
};

export type Entry = {
  /** The dotted public path: the anchor of the entry, e.g. `deepteam.vulnerabilities.Bias`. */
  readonly id: string;
  /** Heading text: the name (a command's full invocation, e.g. `deepteam run`). */
  readonly name: string;
  readonly kind: string;
  /** The module its import line imports from: the section it is listed under. */
  readonly module: string;
  readonly importLine: string | null;
  /** Other modules that bind the same object. */
  readonly alsoFrom: readonly string[];
  readonly definedIn: string | null;
  readonly bases: readonly string[];
  readonly signature: Signature | null;
  readonly fields: {readonly label: string; readonly items: readonly Param[]} | null;
  readonly members: {readonly label: string; readonly items: readonly Member[]} | null;
  readonly value: string | null;
  readonly types: {readonly label: string; readonly values: readonly string[]; readonly enumId: string | null; readonly marks: readonly Mark[]} | null;
  readonly command: Command | null;
  readonly methods: readonly Method[];
  readonly facts: readonly Fact[];
  readonly marks: readonly Mark[];
  readonly companions: readonly Entry[];
  /** Docs page id of the page that documents this class, in the same release. */
  readonly pageId: string | null;
  /** False when the sheet records only that the name is exported (no signature, fields or members). */
  readonly described: boolean;
  usedOn?: readonly PageLink[];
  /** The docs page that documents the class, resolved at build time. */
  page?: PageLink | null;
};

export type PageLink = {readonly title: string; readonly href: string};

export type Section = {readonly id: string; readonly title: string; readonly entries: readonly Entry[]};

/** What one reference page renders. */
export type ApiPageData = {
  readonly group: ApiGroupId;
  /** The release the page documents, e.g. `1.0.7`, and the other release its marks compare with. */
  readonly release: string;
  readonly otherRelease: string;
  readonly source: {readonly ref: string; readonly url: string};
  readonly sections: readonly Section[];
  /** The names this page's annotations, bases and facts mention that have an entry: name -> URL or `#id`. */
  readonly links: Readonly<Record<string, string>>;
  readonly entryCount: number;
  readonly toc: readonly TocItem[];
};

/** The index page: every group with its entries' names. */
export type ApiIndexData = {
  readonly release: string;
  readonly otherRelease: string;
  readonly source: {readonly ref: string; readonly url: string};
  readonly groups: readonly {
    readonly group: ApiGroupId;
    readonly title: string;
    readonly href: string;
    /** The names on that page; each is at `${href}#${id}`. */
    readonly entries: readonly {readonly id: string; readonly name: string; readonly kind: string}[];
  }[];
  readonly entryCount: number;
  readonly toc: readonly TocItem[];
};

/** A TOC item as Docusaurus expects it (`value` is HTML). */
export type TocItem = {readonly value: string; readonly id: string; readonly level: number};

/**
 * The API reference of one release, from its facts sheet, the other release's sheet and availability.json:
 * every public name (./collect.ts) as an entry with its signature, fields, members and methods, grouped
 * into pages (./groups.ts) and, within a page, by the module it is imported from.
 *
 * Release marks say what is known and no more:
 * - names availability.json tracks (red_team, RedTeamer, Guardrails, the vulnerability, attack, guard and
 *   framework classes and their base classes) get the release they arrived in and every later change of
 *   their constructor parameters, defaults, annotations, `types`, categories and import paths;
 * - every other name, parameter, field, member and method is compared with the other release's sheet:
 *   "in 1.0.7; not in 0.2.8", "0.2.8 default: …". Releases between the two sheets are not known for these.
 */
import {collect, canonicalModule, type Collected, type RawMethod, type RawObject, type RawParam} from './collect';
import {API_GROUPS, groupOfModule} from './groups';
import type {UsageIndex} from './samples';
import type {ApiGroupId, Entry, Fact, Mark, Member, Method, Param, Section, Signature} from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

export type ReferenceInput = {
  /** This release's sheet and the other one's (the marks compare the two). */
  readonly sheet: Json;
  readonly otherSheet: Json;
  readonly availability: Json;
  /** Docs page id of each class that has a page in this release, by class name. */
  readonly pageIds: Readonly<Record<string, string>>;
};

export type Reference = {
  readonly release: string;
  readonly otherRelease: string;
  /** Sections of each page of this release, in reading order; groups without names are left out. */
  readonly pages: ReadonlyMap<ApiGroupId, readonly Section[]>;
  /** Every entry id (classes, functions, enums, methods, commands...) -> its group. */
  readonly groupOf: ReadonlyMap<string, ApiGroupId>;
  /** Top-level entries and companions (not methods), in reading order. */
  readonly entries: readonly Entry[];
  /** The identifiers an annotation may name, resolved to entry ids (names that are unique in the release). */
  readonly idOfName: ReadonlyMap<string, string>;
  /** What the scan of the pages' samples needs (./samples.ts). */
  readonly usage: UsageIndex;
};

type Change = {version: string; ref: string; [key: string]: Json};

/** How availability.json names a ref: its version, or "1.0.7 (unreleased main)" when a ref repeats a version. */
function refLabels(availability: Json): Map<string, string> {
  const labels = new Map<string, string>();
  const seen = new Set<string>();
  for (const ref of availability.refs as {ref: string; version: string}[]) {
    labels.set(ref.ref, seen.has(ref.version) ? `${ref.version} (unreleased ${ref.ref})` : ref.version);
    seen.add(ref.version);
  }
  return labels;
}

const code = (text: string | null) => (text === null ? 'none' : text);
const list = (names: readonly string[]) => names.join(', ');

export function buildReference(input: ReferenceInput): Reference {
  const here = collect(input.sheet);
  const there = collect(input.otherSheet);
  const release = here.version;
  const otherRelease = there.version;
  const newest = compareVersions(release, otherRelease) > 0;
  const labels = refLabels(input.availability);
  const firstRef = (input.availability.refs[0] as {ref: string}).ref;
  const tracked = new Map<string, Json>((input.availability.classes as Json[]).map((c) => [`${c.kind}:${c.name}`, c]));

  const thereById = new Map(there.objects.map((o) => [there.idOf(o.key), o]));
  const thereByName = new Map<string, RawObject[]>();
  for (const o of there.objects) thereByName.set(o.name, [...(thereByName.get(o.name) ?? []), o]);

  /** The same name in the other release: same id, else the one object of that name (moved). */
  function counterpart(object: RawObject): {object: RawObject; id: string; moved: boolean} | null {
    const id = here.idOf(object.key);
    const same = thereById.get(id);
    if (same && same.kind === object.kind) return {object: same, id, moved: false};
    if (same) return {object: same, id, moved: false};
    const named = (thereByName.get(object.name) ?? []).filter((o) => o.kind === object.kind);
    if (named.length === 1) return {object: named[0]!, id: there.idOf(named[0]!.key), moved: true};
    return null;
  }

  const changesOf = (object: RawObject): Change[] => {
    if (!object.tracked) return [];
    const record = tracked.get(`${object.tracked.kind}:${object.tracked.name}`);
    return (record?.changed_in ?? []) as Change[];
  };
  const label = (change: Change) => labels.get(change.ref) ?? change.version;

  /** The first ref whose CLI has each command (availability.json tracks the CLI release by release). */
  const commandSince = new Map<string, string>();
  for (const entry of (input.availability.cli?.per_version ?? []) as {ref: string; commands: string[]}[]) {
    for (const command of entry.commands ?? []) if (!commandSince.has(command)) commandSince.set(command, entry.ref);
  }

  /** The entry-level marks of a name. */
  function entryMarks(object: RawObject): Mark[] {
    const marks: Mark[] = [];
    if (object.kind === 'command') {
      // The console script itself (its global options) is there whenever a command is.
      const [, word] = (object.display ?? '').split(' ');
      const since = word ? commandSince.get(word) : firstRef;
      if (since && newest) marks.push(since === firstRef ? {tone: 'note', text: `since ${labels.get(firstRef)}`} : {tone: 'new', text: `new in ${labels.get(since)}`});
      if (since) return marks;
    }
    const record = object.tracked ? tracked.get(`${object.tracked.kind}:${object.tracked.name}`) : undefined;
    if (record) {
      if (newest) {
        marks.push(
          record.present_in_first_ref
            ? {tone: 'note', text: `since ${labels.get(firstRef)}`}
            : {tone: 'new', text: `new in ${labels.get(record.first_ref) ?? record.first_version}`},
        );
      }
      if (record.removed_in) marks.push({tone: 'gone', text: `removed in ${record.removed_in}`});
      for (const change of record.changed_in as Change[]) {
        const v = label(change);
        const kinds: string[] = [];
        if (change.params_added) kinds.push(newest ? 'parameters added' : `parameters added (${list(change.params_added.map((p: Json) => p.name))})`);
        if (change.params_removed) kinds.push(newest ? `parameters removed (${list(change.params_removed)})` : 'parameters removed');
        if (change.defaults_changed) kinds.push('default changed');
        if (change.annotations_changed) kinds.push('type changed');
        if (change.types_added || change.types_removed) kinds.push('types changed');
        if (change.type_hint_values_added || change.type_hint_values_removed) kinds.push('types hint changed');
        if (change.categories_added || change.categories_removed) kinds.push('categories changed');
        if (change.import_moved) kinds.push(`import moved (${newest ? 'was' : 'to'} ${newest ? change.import_moved.from : change.import_moved.to})`);
        if (change.defined_in_moved) kinds.push(`module moved (${newest ? 'was' : 'to'} ${newest ? change.defined_in_moved.from : change.defined_in_moved.to})`);
        if (change.other_import_paths_added || change.other_import_paths_removed) {
          const parts = [
            ...(change.other_import_paths_removed?.length ? [`no longer from ${list(change.other_import_paths_removed)}`] : []),
            ...(change.other_import_paths_added?.length ? [`also from ${list(change.other_import_paths_added)}`] : []),
          ];
          kinds.push(`import paths changed (${parts.join('; ')})`);
        }
        if (change.methods_changed) kinds.push(`methods changed (${list(Object.keys(change.methods_changed))})`);
        if (kinds.length) marks.push({tone: 'changed', text: `${kinds.join(', ')} in ${v}`});
      }
      return marks;
    }
    const other = counterpart(object);
    if (!other) marks.push(newest ? {tone: 'new', text: `in ${release}; not in ${otherRelease}`} : {tone: 'gone', text: `not in ${otherRelease}`});
    else if (other.moved) marks.push({tone: 'changed', text: `at ${other.id} in ${otherRelease}`});
    else if (newest) marks.push({tone: 'note', text: `in ${otherRelease} and ${release}`});
    return marks;
  }

  /** Marks of parameters or fields compared with the other release's list of the same thing. */
  function compared(params: readonly RawParam[], others: readonly RawParam[] | null): Param[] {
    return params.map((p) => {
      const marks: Mark[] = [];
      if (others) {
        const match = others.find((o) => o.name === p.name);
        if (!match) marks.push(newest ? {tone: 'new', text: `not in ${otherRelease}`} : {tone: 'gone', text: `not in ${otherRelease}`});
        else {
          if (match.default !== p.default) marks.push({tone: 'changed', text: `${otherRelease} default: ${code(match.default)}`});
          if (match.annotation !== p.annotation && match.annotation && p.annotation) marks.push({tone: 'changed', text: `${otherRelease} type: ${match.annotation}`});
        }
      }
      return {...p, marks};
    });
  }

  /** Constructor parameters of a tracked class: each change availability.json records, by parameter. */
  function trackedParams(params: readonly RawParam[], changes: readonly Change[]): Param[] {
    return params.map((p) => {
      const marks: Mark[] = [];
      for (const change of changes) {
        const v = label(change);
        if (newest && change.params_added?.some((a: Json) => a.name === p.name)) marks.push({tone: 'new', text: `new in ${v}`});
        if (!newest && change.params_removed?.includes(p.name)) marks.push({tone: 'gone', text: `removed in ${v}`});
        const def = change.defaults_changed?.find((d: Json) => d.param === p.name);
        if (def) marks.push({tone: 'changed', text: newest ? `default changed in ${v} (was ${def.from})` : `default changed in ${v} (to ${def.to})`});
        const ann = change.annotations_changed?.find((d: Json) => d.param === p.name);
        if (ann) marks.push({tone: 'changed', text: newest ? `type changed in ${v} (was ${ann.from})` : `type changed in ${v} (to ${ann.to})`});
      }
      return {...p, marks};
    });
  }

  function methodsOf(object: RawObject, id: string, other: RawObject | null): Method[] {
    const changes = changesOf(object);
    return object.methods
      .filter((m) => !m.name.startsWith('_'))
      .map((m): Method => {
        const match = other?.methods.find((o) => o.name === m.name) ?? null;
        const methodChanges = changes.flatMap((c) => (c.methods_changed?.[m.name] ? [{...c.methods_changed[m.name], version: c.version, ref: c.ref} as Change] : []));
        const marks: Mark[] = [];
        if (other && !match) marks.push(newest ? {tone: 'new', text: `not in ${otherRelease}`} : {tone: 'gone', text: `not in ${otherRelease}`});
        const params = methodChanges.length ? trackedParams(m.params, methodChanges) : compared(m.params, match ? match.params : null);
        if (match && !methodChanges.length && match.returns !== m.returns && match.returns && m.returns) {
          marks.push({tone: 'changed', text: `${otherRelease} returns: ${match.returns}`});
        }
        if (match && match.async !== m.async) marks.push({tone: 'changed', text: `${match.async ? 'async' : 'not async'} in ${otherRelease}`});
        return {
          id: `${id}.${m.name}`,
          name: `${object.display ?? object.name}.${m.name}`,
          signature: signatureOf(m),
          abstract: m.abstract,
          returnsAtRuntime: m.returnsAtRuntime,
          marks,
        };
        function signatureOf(method: RawMethod): Signature {
          return {keyword: method.async ? 'async def' : 'def', name: method.name, params, returns: method.returns};
        }
      });
  }

  const members = (items: readonly {name: string; value: string}[], others: readonly {name: string; value: string}[] | null): Member[] =>
    items.map((item) => {
      const marks: Mark[] = [];
      if (others) {
        const match = others.find((o) => o.name === item.name);
        if (!match) marks.push(newest ? {tone: 'new', text: `not in ${otherRelease}`} : {tone: 'gone', text: `not in ${otherRelease}`});
        else if (match.value !== item.value) marks.push({tone: 'changed', text: `${otherRelease} value: ${match.value}`});
      }
      return {...item, marks};
    });

  /** Marks of the `types` (or `categories`) values of a class. */
  function valueMarks(object: RawObject, other: RawObject | null): {marks: Mark[]; newValues: Map<string, string>} {
    const marks: Mark[] = [];
    const newValues = new Map<string, string>();
    const changes = changesOf(object);
    if (object.tracked) {
      for (const change of changes) {
        const v = label(change);
        for (const [added, removed, what] of [
          [change.types_added, change.types_removed, 'types'],
          [change.categories_added, change.categories_removed, 'categories'],
        ] as const) {
          if (newest) for (const value of added ?? []) newValues.set(value, `new in ${v}`);
          else for (const value of removed ?? []) newValues.set(value, `removed in ${v}`);
          if (newest && removed?.length) marks.push({tone: 'changed', text: `${what} removed in ${v}: ${list(removed)}`});
          if (!newest && added?.length) marks.push({tone: 'changed', text: `${what} added in ${v}: ${list(added)}`});
        }
        if (change.type_hint_values_added || change.type_hint_values_removed) {
          const parts = [
            ...(change.type_hint_values_added?.length ? [`added ${list(change.type_hint_values_added.map((x: string) => JSON.stringify(x)))}`] : []),
            ...(change.type_hint_values_removed?.length ? [`removed ${list(change.type_hint_values_removed.map((x: string) => JSON.stringify(x)))}`] : []),
          ];
          marks.push({tone: 'changed', text: `the Literal hint on types changed in ${v}: ${parts.join(', ')}`});
        }
      }
      return {marks, newValues};
    }
    if (other?.types && object.types) {
      const before = new Set(other.types.values);
      for (const value of object.types.values) if (!before.has(value)) newValues.set(value, newest ? `not in ${otherRelease}` : `not in ${otherRelease}`);
      const after = new Set(object.types.values);
      const missing = other.types.values.filter((value) => !after.has(value));
      if (missing.length) marks.push({tone: 'changed', text: `${otherRelease} also accepted: ${list(missing)}`});
    }
    return {marks, newValues};
  }

  // Which name each identifier in an annotation refers to: names unique in this release.
  const nameCount = new Map<string, number>();
  for (const o of here.objects) nameCount.set(o.name, (nameCount.get(o.name) ?? 0) + 1);
  const idOfName = new Map<string, string>();
  for (const o of here.objects) if (nameCount.get(o.name) === 1 && o.kind !== 'command') idOfName.set(o.name, here.idOf(o.key));

  function entryOf(object: RawObject, companions: Entry[]): Entry {
    const id = here.idOf(object.key);
    const other = counterpart(object)?.object ?? null;
    const changes = changesOf(object);
    const module = canonicalModule(object);
    const alsoFrom = [...object.bindings]
      .filter((m) => m !== module && m !== object.definingModule)
      .sort((a, b) => a.split('.').length - b.split('.').length || a.localeCompare(b));
    const values = valueMarks(object, other);
    const signature: Signature | null = object.signature
      ? {
          keyword: object.signature.keyword,
          name: object.name,
          params: object.tracked && changes.length ? trackedParams(object.signature.params, changes) : compared(object.signature.params, other ? other.signature?.params ?? [] : null),
          returns: object.signature.returns,
        }
      : null;
    const facts: Fact[] = object.facts;
    const command = object.command
      ? {
          usage: object.command.usage,
          arguments: compared(object.command.arguments, other?.command?.arguments ?? null),
          options: object.command.options.map((option) => {
            const marks: Mark[] = [];
            const long = option.flags.split(', ').pop();
            const match = other?.command?.options.find((o) => o.flags.split(', ').pop() === long);
            if (other?.command && !match) marks.push(newest ? {tone: 'new', text: `not in ${otherRelease}`} : {tone: 'gone', text: `not in ${otherRelease}`});
            return {...option, marks};
          }),
          // The two sheets record the config keys in different shapes, so keys are not compared.
          configKeys: object.command.configKeys.map((key) => ({...key, marks: []})),
        }
      : null;
    return {
      id,
      name: object.display ?? object.name,
      kind: object.kind,
      module,
      importLine: object.kind === 'command' ? null : `from ${module} import ${object.name}`,
      alsoFrom: object.kind === 'command' ? [] : alsoFrom,
      definedIn: object.kind === 'command' ? object.definingModule : object.definingModule === module ? null : object.definingModule,
      bases: object.bases,
      signature,
      // A class without __init__ (a dataclass, a pydantic model) is tracked by its fields.
      fields: object.fields
        ? {
            label: object.fields.label,
            items: object.tracked && changes.length && !object.signature ? trackedParams(object.fields.items, changes) : compared(object.fields.items, other?.fields?.items ?? null),
          }
        : null,
      members: object.members ? {label: object.members.label, items: members(object.members.items, other?.members?.items ?? null)} : null,
      value: object.value,
      types: object.types
        ? {
            label: object.types.label,
            values: object.types.values,
            enumId: object.types.enumKey ? here.idOf(object.types.enumKey) : null,
            marks: [...values.marks, ...[...values.newValues].map(([value, text]) => ({tone: (newest ? 'new' : 'gone') as Mark['tone'], text: `${value}: ${text}`}))],
          }
        : null,
      command,
      methods: methodsOf(object, id, other),
      facts,
      marks: entryMarks(object),
      companions,
      pageId: object.tracked ? input.pageIds[object.name] ?? null : null,
      described: Boolean(object.signature || object.fields || object.members || object.value || object.command || object.methods.length || object.types || object.kind !== 'name'),
    };
  }

  // Pages: top-level names by group, then by the module of their import line; companions inside their class.
  const companionsOf = new Map<string, RawObject[]>();
  for (const o of here.objects) if (o.companionOf) companionsOf.set(o.companionOf, [...(companionsOf.get(o.companionOf) ?? []), o]);
  const pages = new Map<ApiGroupId, Section[]>();
  const groupOf = new Map<string, ApiGroupId>();
  const entries: Entry[] = [];
  for (const object of here.objects) {
    if (object.companionOf) continue;
    const group = groupOfModule(object.definingModule);
    const companions = (companionsOf.get(object.key) ?? []).map((c) => entryOf(c, []));
    const entry = entryOf(object, companions);
    const sections = pages.get(group) ?? [];
    let section = sections.find((s) => s.id === entry.module) as {id: string; title: string; entries: Entry[]} | undefined;
    if (!section) {
      section = {id: entry.module, title: entry.module, entries: []};
      sections.push(section);
    }
    section.entries.push(entry);
    pages.set(group, sections);
    for (const e of [entry, ...companions]) {
      entries.push(e);
      for (const id of [e.id, ...e.methods.map((m) => m.id)]) {
        if (groupOf.has(id)) throw new Error(`api-reference: two entries have the id ${id}`);
        groupOf.set(id, group);
      }
    }
  }
  const ordered = new Map(API_GROUPS.filter((g) => pages.has(g.id)).map((g) => [g.id, pages.get(g.id)!] as const));
  for (const [group, sections] of ordered) {
    const ids = new Set<string>();
    for (const section of sections) {
      for (const id of [section.id, ...section.entries.flatMap((e) => [e.id, ...e.methods.map((m) => m.id), ...e.companions.map((c) => c.id)])]) {
        if (ids.has(id)) throw new Error(`api-reference: the ${group} page has two anchors ${id}`);
        ids.add(id);
      }
    }
  }
  return {release, otherRelease, pages: ordered, groupOf, entries, idOfName, usage: usageIndex(here, entries, idOfName)};
}

/** Import paths, methods, return types and CLI words of a release's names, for the sample scan. */
function usageIndex(here: Collected, entries: readonly Entry[], idOfName: ReadonlyMap<string, string>): UsageIndex {
  const byImport = new Map<string, string>();
  for (const object of here.objects) {
    if (object.kind === 'command') continue;
    for (const module of [...object.bindings, object.definingModule]) byImport.set(`${module}:${object.name}`, here.idOf(object.key));
  }
  const methods = new Map<string, Map<string, string>>();
  const returns = new Map<string, string>();
  const classOf = (text: string | null | undefined) => (text && /^[A-Za-z_]\w*$/.test(text) ? idOfName.get(text) : undefined);
  const commands = new Map<string, string>();
  for (const entry of entries) {
    if (entry.methods.length) methods.set(entry.id, new Map(entry.methods.map((m) => [m.signature.name, m.id])));
    for (const method of entry.methods) {
      const type = classOf(method.signature.returns) ?? classOf(method.returnsAtRuntime);
      if (type) returns.set(method.id, type);
    }
    const type = classOf(entry.signature?.keyword !== 'class' ? entry.signature?.returns : null) ?? classOf(entry.facts.find((f) => f.label === 'Returns at run time')?.refs?.[0]);
    if (type) returns.set(entry.id, type);
    if (entry.kind === 'command') {
      const [, word] = entry.name.split(' ');
      if (word) commands.set(word, entry.id);
      else for (const option of entry.command?.options ?? []) for (const flag of option.flags.split(', ')) commands.set(flag, entry.id);
    }
  }
  return {byImport, methods, returns, commands};
}

/** Numeric comparison of dotted versions ("1.0.7" > "0.2.8"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

export type {Collected};

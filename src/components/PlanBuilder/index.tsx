import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {TOOLKIT_VERSIONS, VERSIONS, DEFAULT_VERSION, type ToolkitVersion} from '@site/src/data/versions';
import {versionBase} from '@site/src/config/docsVersions';
import {costParams} from '@site/src/data/plan/cost';
import {
  LIMITS,
  PRESETS,
  PRESET_LABELS,
  clamp,
  findAttack,
  owaspSelection,
  planAttack,
  planCatalogue,
  presetPlan,
  settingOf,
  withSetting,
  type Plan,
  type PlanAttack,
  type Preset,
} from '@site/src/data/plan/model';
import {decodePlan, encodePlan, hasPlan, isModelName, switchRelease} from '@site/src/data/plan/url';
import {callbackFile, pythonScript, planSummary, yamlConfig, CALLBACK_FILE, CONFIG_FILE} from '@site/src/data/plan/outputs';
import Estimate from './Estimate';
import styles from './styles.module.css';

const STORAGE_KEY = 'deepteam-plan';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(query: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, query);
  } catch {
    // Storage can be full or blocked: the link still holds the plan.
  }
}

/** The plan builder's state: from the link, else the last plan on this device, else the default. */
function usePlan(): [Plan, (next: Plan) => void, readonly string[], (notes: readonly string[]) => void] {
  const [plan, setPlan] = useState<Plan>(() => presetPlan('starter', DEFAULT_VERSION));
  const [notes, setNotes] = useState<readonly string[]>([]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const search = window.location.search;
    const source = hasPlan(search) ? search : readStored();
    if (source) {
      const decoded = decodePlan(source);
      setPlan(decoded.plan);
      // Notes are about a shared link; a stored plan from an older site is taken quietly.
      if (source === search) setNotes(decoded.notes);
    }
    setReady(true);
  }, []);
  useEffect(() => {
    if (!ready) return;
    const query = encodePlan(plan);
    store(query);
    const url = `${window.location.pathname}?${query}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [plan, ready]);
  return [plan, setPlan, notes, setNotes];
}

export default function PlanBuilder(): ReactNode {
  const isBrowser = useIsBrowser();
  const [plan, setPlan, notes, setNotes] = usePlan();
  const [filter, setFilter] = useState('');
  const [linkStatus, setLinkStatus] = useState('');
  const ids = {filter: useId(), release: useId(), perType: useId(), purpose: useId(), simulator: useId(), evaluation: useId(), concurrency: useId()};
  const catalogue = planCatalogue(plan.version);
  const release = VERSIONS[plan.version].release;
  const script = useMemo(() => pythonScript(plan), [plan]);
  const yaml = useMemo(() => yamlConfig(plan), [plan]);
  const summary = useMemo(() => planSummary(plan), [plan]);
  const docs = versionBase(plan.version);

  const update = (patch: Partial<Plan>) => setPlan({...plan, ...patch});
  const toggleVulnerability = (className: string, on: boolean) => {
    const entry = catalogue.vulnerabilities.find((v) => v.className === className)!;
    update({
      vulnerabilities: on
        ? [...plan.vulnerabilities, {className, types: entry.types.map((t) => t.value)}]
        : plan.vulnerabilities.filter((v) => v.className !== className),
    });
  };
  const toggleType = (className: string, type: string, on: boolean) => {
    const entry = catalogue.vulnerabilities.find((v) => v.className === className)!;
    update({
      vulnerabilities: plan.vulnerabilities.flatMap((v) => {
        if (v.className !== className) return [v];
        const types = entry.types.map((t) => t.value).filter((t) => (t === type ? on : v.types.includes(t)));
        return types.length ? [{className, types}] : [];
      }),
    });
  };
  const toggleAttack = (className: string, on: boolean) => {
    const attack = findAttack(catalogue, className)!;
    update({attacks: on ? [...plan.attacks, planAttack(attack)] : plan.attacks.filter((a) => a.className !== className)});
  };
  const changeAttack = (className: string, change: (planned: PlanAttack) => PlanAttack) =>
    update({attacks: plan.attacks.map((a) => (a.className === className ? change(a) : a))});
  const applyPreset = (preset: Preset) => {
    setPlan({...presetPlan(preset, plan.version), purpose: plan.purpose, simulatorModel: plan.simulatorModel, evaluationModel: plan.evaluationModel});
    const selection = preset === 'owasp' ? owaspSelection(plan.version) : null;
    const notes: string[] = [];
    if (selection?.custom) {
      notes.push(
        `The preset leaves out the ${selection.custom === 1 ? 'CustomVulnerability' : `${selection.custom} CustomVulnerability instances`} that OWASPTop10() builds with its own criteria, which a plan cannot hold. Pass framework=OWASPTop10() to red_team() to run the framework itself.`,
      );
    }
    if (selection?.leftOut.length) {
      notes.push(`The preset leaves out ${selection.leftOut.join(', ')}: the catalogue has no page for ${selection.leftOut.length === 1 ? 'it' : 'them'} yet.`);
    }
    setNotes(notes);
  };
  const changeRelease = (version: ToolkitVersion) => {
    const switched = switchRelease(plan, version);
    setPlan(switched.plan);
    setNotes(switched.notes);
  };
  const reset = () => {
    setPlan(presetPlan('starter', DEFAULT_VERSION));
    setNotes([]);
  };
  async function copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setLinkStatus('Link copied.');
    } catch {
      setLinkStatus('Could not copy: your browser blocked the clipboard. Copy the address from the address bar.');
    }
  }

  const query = filter.trim().toLowerCase();
  const matches = (text: string) => !query || text.toLowerCase().includes(query);

  return (
    <div className={styles.builder}>
      {!isBrowser && (
        // Server-rendered only: without JavaScript (or until it runs) the controls are inert.
        <p className={styles.noscript}>
          The builder needs JavaScript. Until it runs, this page shows the default plan&apos;s script, YAML config and estimate for DeepTeam {release}.
        </p>
      )}

      <div className={styles.toolbar} role="group" aria-label="Plan">
        <div className={styles.field}>
          <label htmlFor={ids.release}>Release</label>
          <select id={ids.release} value={plan.version} disabled={!isBrowser} onChange={(e) => changeRelease(e.target.value as ToolkitVersion)}>
            {TOOLKIT_VERSIONS.map((version) => (
              <option key={version} value={version}>
                DeepTeam {VERSIONS[version].release}
                {version === DEFAULT_VERSION ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.presets} role="group" aria-label="Start from">
          <span className={styles.groupLabel}>Start from</span>
          {PRESETS.map((preset) => (
            <button key={preset} type="button" className="button button--sm button--secondary" disabled={!isBrowser} onClick={() => applyPreset(preset)}>
              {PRESET_LABELS[preset]}
            </button>
          ))}
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button--sm button--outline button--primary" disabled={!isBrowser} onClick={copyLink}>
            Copy link to this plan
          </button>
          <button type="button" className="button button--sm button--outline button--secondary" disabled={!isBrowser} onClick={reset}>
            Reset
          </button>
          <span role="status" className={styles.status}>
            {linkStatus}
          </span>
        </div>
        <nav className={styles.jump} aria-label="Outputs">
          <span className={styles.groupLabel}>Jump to</span>
          <a href="#plan-estimate">Estimate</a>
          <a href="#plan-script">Python script</a>
          <a href="#plan-yaml">YAML config</a>
        </nav>
      </div>

      {notes.length > 0 && (
        <div className={clsx('alert alert--warning', styles.notes)} role="status">
          <p className={styles.notesTitle}>Parts of this plan were not used:</p>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}

      <div className={styles.columns}>
        <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="What to test">
          <fieldset className={styles.fieldset}>
            <legend>Vulnerabilities</legend>
            <p className={styles.hint}>
              Pick what to probe for and narrow each by its types. Every name and type is DeepTeam {release}&apos;s own; see the{' '}
              <Link to={`${docs}/red-teaming-vulnerabilities`}>vulnerability catalogue</Link>.
            </p>
            <div className={styles.field}>
              <label htmlFor={ids.filter}>Find a vulnerability or type</label>
              <input id={ids.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="e.g. leakage, race, sql" />
            </div>
            {catalogue.groups.map(({category, entries}) => {
              const shown = entries.filter((v) => matches(`${v.className} ${v.displayName} ${v.types.map((t) => t.value).join(' ')}`));
              if (shown.length === 0) return null;
              return (
                <div key={category} className={styles.group}>
                  <h3 className={styles.groupHeading}>{category}</h3>
                  <ul className={styles.list}>
                    {shown.map((vulnerability) => {
                      const planned = plan.vulnerabilities.find((v) => v.className === vulnerability.className);
                      return (
                        <li key={vulnerability.className}>
                          <label className={styles.check}>
                            <input
                              type="checkbox"
                              checked={!!planned}
                              disabled={!isBrowser}
                              onChange={(e) => toggleVulnerability(vulnerability.className, e.target.checked)}
                            />
                            <span>
                              <code>{vulnerability.className}</code>
                              {!vulnerability.inCli && <span className={styles.badge}>Python only</span>}
                            </span>
                          </label>
                          {planned && (
                            <fieldset className={styles.types}>
                              <legend className={styles.srOnly}>Types of {vulnerability.className}</legend>
                              {vulnerability.types.map((type) => (
                                <label key={type.value} className={styles.check}>
                                  <input
                                    type="checkbox"
                                    checked={planned.types.includes(type.value)}
                                    disabled={!isBrowser}
                                    onChange={(e) => toggleType(vulnerability.className, type.value, e.target.checked)}
                                  />
                                  <code>{type.value}</code>
                                </label>
                              ))}
                            </fieldset>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Attacks</legend>
            <p className={styles.hint}>
              Each probe gets one attack, drawn by weight. Without attacks, probes go out as written. Settings shown are the ones that change the cost; see the{' '}
              <Link to={`${docs}/red-teaming-adversarial-attacks`}>attack catalogue</Link>.
            </p>
            {(['single', 'multi'] as const).map((turns) => (
              <div key={turns} className={styles.group}>
                <h3 className={styles.groupHeading}>{turns === 'single' ? 'Single-turn' : 'Multi-turn'}</h3>
                <ul className={styles.list}>
                  {catalogue.attacks
                    .filter((a) => a.turns === turns)
                    .map((attack) => {
                      const planned = plan.attacks.find((a) => a.className === attack.className);
                      return (
                        <li key={attack.className}>
                          <label className={styles.check}>
                            <input type="checkbox" checked={!!planned} disabled={!isBrowser} onChange={(e) => toggleAttack(attack.className, e.target.checked)} />
                            <span>
                              <code>{attack.className}</code>
                              {!attack.inCli && <span className={styles.badge}>Python only</span>}
                            </span>
                          </label>
                          {planned && (
                            <div className={styles.settings}>
                              <NumberField
                                label="weight"
                                value={planned.weight}
                                limits={LIMITS.weight}
                                onChange={(value) => changeAttack(attack.className, (a) => ({...a, weight: clamp(value, LIMITS.weight)}))}
                              />
                              {costParams(attack).map((param) => (
                                <NumberField
                                  key={param.name}
                                  label={param.name}
                                  value={settingOf(attack, planned, param)}
                                  limits={param}
                                  onChange={(value) => changeAttack(attack.className, (a) => withSetting(attack, a, param.name, value))}
                                />
                              ))}
                            </div>
                          )}
                        </li>
                      );
                    })}
                </ul>
              </div>
            ))}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Run settings</legend>
            <NumberField label="attacks_per_vulnerability_type" value={plan.perType} limits={LIMITS.perType} onChange={(value) => update({perType: clamp(value, LIMITS.perType)})} />
            <div className={styles.field}>
              <label htmlFor={ids.purpose}>target_purpose</label>
              <input
                id={ids.purpose}
                type="text"
                maxLength={LIMITS.purpose}
                value={plan.purpose}
                disabled={!isBrowser}
                placeholder="e.g. Support assistant for a bank's current accounts"
                onChange={(e) => update({purpose: e.target.value})}
              />
            </div>
            <ModelField label="simulator_model" value={plan.simulatorModel} onChange={(value) => update({simulatorModel: value})} />
            <ModelField label="evaluation_model" value={plan.evaluationModel} onChange={(value) => update({evaluationModel: value})} />
            <label className={styles.check}>
              <input type="checkbox" checked={plan.asyncMode} disabled={!isBrowser} onChange={(e) => update({asyncMode: e.target.checked})} />
              <span>
                <code>async_mode</code> (your callback is an <code>async def</code>)
              </span>
            </label>
            {plan.asyncMode && (
              <NumberField label="max_concurrent" value={plan.maxConcurrent} limits={LIMITS.maxConcurrent} onChange={(value) => update({maxConcurrent: clamp(value, LIMITS.maxConcurrent)})} />
            )}
          </fieldset>
        </form>

        <div className={styles.outputs}>
          <section aria-labelledby="plan-summary">
            <h2 id="plan-summary">Summary</h2>
            <ul className={styles.summary}>
              {summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <Estimate plan={plan} />
          <section aria-labelledby="plan-script">
            <h2 id="plan-script">Python script</h2>
            <p className={styles.hint}>
              Replace the <code>model_callback</code> stub with a call to your app, then run it with <code>python red_team_plan.py</code>.
            </p>
            <CodeBlock language="python" title="red_team_plan.py">
              {script}
            </CodeBlock>
          </section>
          <section aria-labelledby="plan-yaml">
            <h2 id="plan-yaml">YAML config for the CLI</h2>
            <p className={styles.hint}>
              Save the callback as <code>{CALLBACK_FILE}</code> beside the config, then run the command. The CLI reads only the keys below (
              <Link to={`${docs}/red-teaming-introduction`}>how a run works</Link>).
            </p>
            <CodeBlock language="yaml" title={CONFIG_FILE}>
              {yaml.yaml}
            </CodeBlock>
            <CodeBlock language="python" title={CALLBACK_FILE}>
              {callbackFile(plan)}
            </CodeBlock>
            <CodeBlock language="bash" title="Command">
              {yaml.command}
            </CodeBlock>
            {yaml.notes.length > 0 && (
              <div className={clsx('alert alert--info', styles.yamlNotes)}>
                <p className={styles.notesTitle}>What the YAML run does differently</p>
                <ul>
                  {yaml.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

function NumberField({label, value, limits, onChange}: {label: string; value: number; limits: {min: number; max: number}; onChange: (value: number) => void}): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  return (
    <div className={clsx(styles.field, styles.numberField)}>
      <label htmlFor={id}>
        <code>{label}</code>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={value}
        disabled={!isBrowser}
        onChange={(e) => {
          const number = e.target.valueAsNumber;
          if (Number.isFinite(number)) onChange(number);
        }}
      />
    </div>
  );
}

function ModelField({label, value, onChange}: {label: string; value: string; onChange: (value: string) => void}): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const valid = isModelName(draft);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{label}</code>
      </label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        maxLength={LIMITS.model}
        value={draft}
        disabled={!isBrowser}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(e) => {
          setDraft(e.target.value);
          if (isModelName(e.target.value)) onChange(e.target.value);
        }}
      />
      {!valid && (
        <p id={`${id}-error`} className={styles.error}>
          A model name has letters, digits and . _ - : / @ only. The plan keeps {value}.
        </p>
      )}
    </div>
  );
}

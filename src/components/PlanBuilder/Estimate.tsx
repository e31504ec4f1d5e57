import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {estimate, calls, costOf, formatCalls as span, type Prices} from '@site/src/data/plan/estimate';
import type {Plan} from '@site/src/data/plan/model';
import styles from './styles.module.css';

const fmt = (n: number) => calls(n).toLocaleString('en-US');
const share = (n: number) => `${Math.round(n * 100)}%`;
const perProbe = (r: {min: number; max: number}) => (r.min === r.max ? String(r.max) : `${r.min}–${r.max}`);

/** The estimate of a plan's run: test cases, model calls per stage and per model, optional cost. */
export default function Estimate({plan}: {plan: Plan}): ReactNode {
  const result = useMemo(() => estimate(plan), [plan]);
  const [prices, setPrices] = useState<Prices>({simulator: 0, target: 0, evaluation: 0});
  const ids = {simulator: useId(), target: useId(), evaluation: useId()};
  const cost = costOf(result.byModel, prices);
  const priced = prices.simulator > 0 || prices.target > 0 || prices.evaluation > 0;
  const modern = plan.version !== '0.2.8';

  return (
    <section aria-labelledby="plan-estimate">
      <h2 id="plan-estimate">Estimate</h2>
      <p className={styles.headline}>
        <strong>{result.testCases.toLocaleString('en-US')}</strong> test cases, about <strong>{span(result.total)}</strong> model calls.
      </p>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Calls per model">
        <table className={styles.table}>
          <caption>Expected calls per model</caption>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Calls</th>
              <th scope="col">What they do</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                Simulator (<code>{plan.simulatorModel}</code>)
              </th>
              <td>{span(result.byModel.simulator)}</td>
              <td>
                {result.baseline} baseline ({result.types} types × 1){modern ? `, ${fmt(result.engine)} attack engine (2 per case)` : ''}, {span(result.attackCalls.simulator)} attack writing,{' '}
                {span(result.attackCalls.judge)} judging inside multi-turn attacks
              </td>
            </tr>
            <tr>
              <th scope="row">Your app (model_callback)</th>
              <td>{span(result.byModel.target)}</td>
              <td>
                {span(result.finalTarget)} single-turn replies, {span(result.attackCalls.target)} turns inside multi-turn attacks
              </td>
            </tr>
            <tr>
              <th scope="row">
                Evaluation (<code>{plan.evaluationModel}</code>)
              </th>
              <td>{span(result.byModel.evaluation)}</td>
              <td>The vulnerabilities&apos; judges, one score per case{modern ? ' (skipped for a single-turn reply that reads as a refusal)' : ''}</td>
            </tr>
          </tbody>
        </table>
      </div>

      {result.attacks.length > 0 && (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Calls per attack">
          <table className={styles.table}>
            <caption>Per attack: expected probes and calls per probe</caption>
            <thead>
              <tr>
                <th scope="col">Attack</th>
                <th scope="col">Share</th>
                <th scope="col">Probes</th>
                <th scope="col">Simulator</th>
                <th scope="col">Your app</th>
                <th scope="col">Judge</th>
              </tr>
            </thead>
            <tbody>
              {result.attacks.map((a) => (
                <tr key={a.className}>
                  <th scope="row">
                    <code>{a.className}</code>
                  </th>
                  <td>{share(a.share)}</td>
                  <td>{a.cases.toLocaleString('en-US', {maximumFractionDigits: 1})}</td>
                  <td>{perProbe(a.perProbe.simulator)}</td>
                  <td>{perProbe(a.perProbe.target)}</td>
                  <td>{perProbe(a.perProbe.judge)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <details className={styles.formula}>
        <summary>How the estimate is worked out</summary>
        <ul>
          <li>Test cases = types chosen × attacks_per_vulnerability_type = {result.types} × {plan.perType}.</li>
          <li>Baseline: one simulator call per type writes all of that type&apos;s probes.</li>
          {modern && <li>Attack engine (1.0): every probe is rewritten and the rewrite checked before any attack, 2 simulator calls per case at the default variations=1.</li>}
          <li>Attacks: each probe draws one attack with probability weight ÷ total weight; its calls per probe come from the release&apos;s source at your settings (each attack page shows the formula). Expected calls = Σ probes × calls per probe.</li>
          <li>Single-turn cases call your app once more; multi-turn attacks already talked to it.</li>
          <li>Judging: one evaluation call per case; BOLA and PIILeakage judges first extract entities (one call more), and PIILeakage and RBAC ask for the app&apos;s purpose when target_purpose is empty.</li>
        </ul>
        <p>
          It is an estimate. Real runs differ: the attack draw is random, multi-turn attacks stop early when they succeed or are refused, model calls that fail or return unparsable output are retried
          {result.timeBounded ? ', and TreeJailbreaking stops at a 50-second budget long before its upper bound' : ''}.
        </p>
      </details>

      <fieldset className={styles.prices}>
        <legend>Price per call (optional)</legend>
        {(['simulator', 'target', 'evaluation'] as const).map((key) => (
          <div key={key} className={styles.field}>
            <label htmlFor={ids[key]}>{key === 'target' ? 'Your app' : key === 'simulator' ? 'Simulator' : 'Evaluation'}</label>
            <input
              id={ids[key]}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={prices[key] || ''}
              placeholder="0.00"
              onChange={(e) => {
                const value = e.target.valueAsNumber;
                setPrices({...prices, [key]: Number.isFinite(value) && value >= 0 ? value : 0});
              }}
            />
          </div>
        ))}
        {priced && (
          <p className={styles.cost} role="status">
            Estimated cost: {cost.min.toLocaleString('en-US', {maximumFractionDigits: 2})} to {cost.max.toLocaleString('en-US', {maximumFractionDigits: 2})} (in the currency of your prices).
          </p>
        )}
      </fieldset>
    </section>
  );
}

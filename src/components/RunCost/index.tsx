import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import TableScroll from '@site/src/components/TableScroll';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {estimate, formatCalls} from '@site/src/data/plan/estimate';
import {decodePlan, encodePlan} from '@site/src/data/plan/url';

type Props = {
  /**
   * The run as the plan builder's query string, e.g.
   * `vuln=PIILeakage:direct_disclosure&attack=LinearJailbreaking&per_type=2&purpose=...`.
   * A plan the builder cannot read fails the build.
   */
  readonly plan: string;
  readonly label?: string;
};

/**
 * What a guide's run costs, from the plan builder's own rules (src/data/plan/estimate.ts): test cases and
 * model calls per model, and a "Plan this run" link that opens /plan with the same run, so a reader can
 * change it and see the numbers move.
 */
export default function RunCost({plan: query, label = 'Model calls of this run'}: Props): ReactNode {
  const version = useToolkitVersion();
  const {plan, notes} = decodePlan(query.startsWith('release=') ? query : `release=${version}&${query}`, version);
  if (notes.length > 0) throw new Error(`RunCost: the plan "${query}" does not read cleanly: ${notes.join(' ')}`);
  const result = estimate(plan);
  const modern = plan.version !== '0.2.8';
  const rows = [
    {
      who: <>Simulator (<code>{plan.simulatorModel}</code>)</>,
      calls: result.byModel.simulator,
      what: `writing probes${modern ? ', the attack engine’s rewrite and check' : ''}, attacks that write, judging inside multi-turn attacks`,
    },
    {who: <>Your app (<code>model_callback</code>)</>, calls: result.byModel.target, what: 'one reply per single-turn case, one per turn of a multi-turn attack'},
    {
      who: <>Evaluation (<code>{plan.evaluationModel}</code>)</>,
      calls: result.byModel.evaluation,
      what: `the judge of each case${modern ? '; a single-turn reply that reads as a refusal is scored without a call' : ''}`,
    },
  ];
  return (
    <>
      <p>
        <strong>{result.testCases.toLocaleString('en-US')}</strong> test cases and about <strong>{formatCalls(result.total)}</strong> model
        calls in all{result.timeBounded ? ' (the upper bound of TreeJailbreaking depends on its time budget)' : ''}.
      </p>
      <TableScroll label={label}>
        <table>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Calls</th>
              <th scope="col">For</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.who}</th>
                <td>{formatCalls(row.calls)}</td>
                <td>{row.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        <Link to={`/plan?${encodePlan(plan)}`}>Plan this run</Link> to change the vulnerabilities, attacks or cases per type and see
        the counts change.
      </p>
    </>
  );
}

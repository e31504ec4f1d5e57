import React, {type ReactNode} from 'react';
import {getFramework} from '@site/src/data/frameworks';
import type {FrameworkAttack, FrameworkFacts, FrameworkVulnerability} from '@site/src/data/toolkit';
import ClassNames from '@site/src/components/ClassNames';
import TableScroll from '@site/src/components/TableScroll';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

function formatArgument(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function Codes({values}: {readonly values: readonly string[]}): ReactNode {
  return values.map((value, index) => (
    <React.Fragment key={value}>
      {index > 0 && ' '}
      <code>{value}</code>
    </React.Fragment>
  ));
}

function Arguments({args}: {readonly args: Readonly<Record<string, unknown>>}): ReactNode {
  const text = Object.entries(args)
    .map(([key, value]) => `${key}=${formatArgument(value)}`)
    .join(', ');
  return text ? <code>{text}</code> : <span>defaults</span>;
}

function VulnerabilityRows({entries}: {readonly entries: readonly FrameworkVulnerability[]}): ReactNode {
  return entries.map(({className, types, name}, index) => (
    <tr key={`${className}-${name ?? ''}-${index}`}>
      <td>
        <ClassNames names={[className]} />
        {name && <> “{name}”</>}
      </td>
      <td>
        <Codes values={types ?? []} />
      </td>
    </tr>
  ));
}

function AttackList({attacks}: {readonly attacks: readonly FrameworkAttack[]}): ReactNode {
  return attacks.map(({className, arguments: args}, index) => (
    <React.Fragment key={`${className}-${index}`}>
      {index > 0 && '; '}
      <ClassNames names={[className]} /> <Arguments args={args} />
    </React.Fragment>
  ));
}

/** A dataset framework (Aegis, BeaverTails): where its test cases come from and how they are judged. */
function DatasetFacts({framework}: {readonly framework: FrameworkFacts}): ReactNode {
  const numAttacks = framework.params.find((p) => p.name === 'num_attacks')?.default;
  const judge = framework.params.find((p) => p.name === 'evaluation_model')?.default;
  return (
    <TableScroll label={`What the ${framework.className} framework runs`}>
      <table>
        <tbody>
          <tr>
            <th scope="row">Test cases</th>
            <td>
              Harmful prompts drawn at random from the Hugging Face dataset{' '}
              <a href={`https://huggingface.co/datasets/${framework.dataset}`}>
                <code>{framework.dataset}</code>
              </a>
              {numAttacks && (
                <>
                  {' '}
                  (<code>num_attacks={numAttacks}</code> by default)
                </>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">Vulnerabilities and attacks</th>
            <td>None: each prompt is sent as it is, and its dataset label is the test case’s vulnerability</td>
          </tr>
          <tr>
            <th scope="row">Judge</th>
            <td>
              <code>HarmMetric</code> on the label, with the framework’s own <code>evaluation_model</code>
              {judge && (
                <>
                  {' '}
                  (<code>{judge}</code> by default)
                </>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">Needs</th>
            <td>
              The <code>datasets</code> package and network access to huggingface.co
            </td>
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}

type Props = {
  /** The framework class, e.g. "MITRE". */
  readonly framework: string;
};

/**
 * Exactly what a framework class builds in the page's release: for each risk category (one sub-run
 * each) the vulnerabilities with the types it passes and the attacks with their arguments; in 0.2.8's
 * OWASPTop10 one flat list of each; for a dataset framework, where its test cases come from.
 */
export default function FrameworkContents({framework: className}: Props): ReactNode {
  const framework = getFramework(className, useToolkitVersion());
  if (framework.dataset) return <DatasetFacts framework={framework} />;
  if (framework.categories.length > 0) {
    return framework.categories.map((category) => (
      <TableScroll key={category.name} label={`${category.name}: what the ${framework.className} framework runs`}>
        <table>
          <caption>
            <code>{category.name}</code> · {category.displayName}
          </caption>
          <thead>
            <tr>
              <th scope="col">Vulnerability</th>
              <th scope="col">Types it runs</th>
            </tr>
          </thead>
          <tbody>
            <VulnerabilityRows entries={category.vulnerabilities} />
            <tr>
              <th scope="row">Attacks</th>
              <td>
                <AttackList attacks={category.attacks} />
              </td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    ));
  }
  return (
    <>
      <TableScroll label={`Vulnerabilities the ${framework.className} framework runs`}>
        <table>
          <thead>
            <tr>
              <th scope="col">Vulnerability</th>
              <th scope="col">Types it runs</th>
            </tr>
          </thead>
          <tbody>
            <VulnerabilityRows entries={framework.vulnerabilities} />
          </tbody>
        </table>
      </TableScroll>
      <TableScroll label={`Attacks the ${framework.className} framework runs`}>
        <table>
          <thead>
            <tr>
              <th scope="col">Attack</th>
              <th scope="col">Arguments</th>
            </tr>
          </thead>
          <tbody>
            {framework.attacks.map(({className: attack, arguments: args}) => (
              <tr key={attack}>
                <td>
                  <ClassNames names={[attack]} />
                </td>
                <td>
                  <Arguments args={args} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

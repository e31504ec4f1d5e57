import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import PlanBuilder from '@site/src/components/PlanBuilder';
import styles from '@site/src/components/PlanBuilder/styles.module.css';
import {versionBase} from '@site/src/config/docsVersions';
import {DEFAULT_VERSION} from '@site/src/data/versions';

const PLAN_TITLE = 'Plan a red-team run';
const DESCRIPTION =
  'Pick DeepTeam vulnerabilities, types and attacks; get a Python script, a YAML config for deepteam run and an estimate of the model calls the run makes.';

export default function PlanPage(): ReactNode {
  return (
    <Layout title={PLAN_TITLE} description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{PLAN_TITLE}</Heading>
        <p className={styles.prose}>
          Choose what to test and the builder writes the <code>red_team()</code> call, the config for <code>deepteam run</code>, and what the run will cost in model
          calls. The plan lives in the address, so a link reproduces it. New to red teaming? Start with the{' '}
          <Link to={`${versionBase(DEFAULT_VERSION)}/getting-started`}>introduction</Link>.
        </p>
        <PlanBuilder />
      </main>
    </Layout>
  );
}

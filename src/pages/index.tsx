import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {INSTALL_COMMAND, SITE, TOOLKIT} from '@site/src/data/site';
import {GUIDE_GROUPS, GUIDES} from '@site/src/data/guides';

import styles from './index.module.css';

const FIRST_SCAN = `from deepteam import red_team
from deepteam.attacks.single_turn import PromptInjection
from deepteam.vulnerabilities import Bias


async def model_callback(input: str) -> str:
    # Call your LLM application here and return its reply.
    return "I can only help with questions about your Northwind account."


risk_assessment = red_team(
    model_callback=model_callback,
    vulnerabilities=[Bias(types=["race"])],
    attacks=[PromptInjection()],
)
`;

type Card = {
  readonly title: string;
  readonly body: string;
  readonly to: string;
  readonly cta: string;
};

/** Where a new reader goes next. Each card points at the page that explains that building block today. */
const CARDS: readonly Card[] = [
  {
    title: 'Vulnerabilities',
    body: 'Pick the risks to probe for: bias, PII leakage, prompt leakage, SQL injection, excessive agency and more, each narrowed by types.',
    to: '/docs/red-teaming-vulnerabilities',
    cta: 'Browse every vulnerability',
  },
  {
    title: 'Adversarial attacks',
    body: 'Wrap each probe in a single-turn trick such as prompt injection or Base64, or escalate over a conversation with multi-turn jailbreaks.',
    to: '/docs/red-teaming-adversarial-attacks',
    cta: 'Browse every attack',
  },
  {
    title: 'Guardrails',
    body: 'Put guards in front of and behind your model to block prompt injection, toxic output, privacy leaks and off-topic requests at run time.',
    to: '/docs/guardrails-introduction',
    cta: 'Guard inputs and outputs',
  },
  {
    title: 'Frameworks',
    body: 'Run a whole standard in one call: the OWASP Top 10 for LLMs and for agentic apps, NIST AI RMF, MITRE ATLAS, the EU AI Act, or a safety dataset.',
    to: '/docs/red-teaming-guidelines-framework-introduction',
    cta: 'Compare the frameworks',
  },
];

/** The guides by job, from src/data/guides.ts (the same list as the guides sidebar). */
function Guides(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="guides-by-job">
      <div className="container">
        <Heading as="h2" id="guides-by-job" className={styles.cardsTitle}>
          Guides for your job
        </Heading>
        <div className={styles.guideGroups}>
          {GUIDE_GROUPS.map((group) => (
            <div key={group} className={styles.guideGroup}>
              <Heading as="h3" className={styles.cardTitle}>
                {group}
              </Heading>
              <ul className={styles.guideList}>
                {GUIDES.filter((guide) => guide.group === group).map((guide) => (
                  <li key={guide.id}>
                    <Link to={`/guides/${guide.id}`}>{guide.job}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Hero(): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            Open source · {TOOLKIT.license} · documents v{TOOLKIT.version}
          </p>
          <Heading as="h1" id="home-title" className={styles.title}>
            {SITE.title}: {SITE.tagline}
          </Heading>
          <p className={styles.lead}>
            DeepTeam attacks your LLM application the way an adversary would, has a judge model
            score every reply, and tells you which risks your app gives way to. Then it helps you
            guard against them.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/getting-started">
              Get started
            </Link>
            <Link
              className="button button--secondary button--outline button--lg"
              to="/guides/guide-custom-vulnerability">
              Read the guides
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/plan">
              Plan a run
            </Link>
          </div>
        </div>
        <div className={styles.install}>
          <p className={styles.installLabel}>Install the documented release</p>
          <CodeBlock language="bash">{INSTALL_COMMAND}</CodeBlock>
          <p className={styles.installNote}>
            Python {TOOLKIT.pythonWorks}. deepeval is pinned to the release these docs were checked with, because
            DeepTeam accepts any deepeval and its newest releases break <code>import deepteam</code>:{' '}
            <Link to="/docs/deepeval-versions">why, and what to do with a newer one</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}

function FirstScan(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="first-scan">
      <div className={clsx('container', styles.split)}>
        <div>
          <Heading as="h2" id="first-scan">
            A first scan
          </Heading>
          <p>
            Wrap your app in a <code>model_callback</code>, choose what to probe for and how to
            attack, and call <code>red_team</code>. DeepTeam writes the adversarial inputs, sends
            them to your callback, judges each reply and returns a risk assessment you can print,
            save or load into a DataFrame.
          </p>
          <p>
            The scan needs a simulator model and a judge model. Both default to OpenAI models, so
            set <code>OPENAI_API_KEY</code> or pass your own models.
          </p>
          <Link to="/docs/getting-started">Walk through it in the quick introduction →</Link>
        </div>
        <CodeBlock language="python" title="first_scan.py">
          {FIRST_SCAN}
        </CodeBlock>
      </div>
    </section>
  );
}

function Cards(): ReactNode {
  return (
    <section className={clsx(styles.section, styles.cardsSection)} aria-labelledby="building-blocks">
      <div className="container">
        <Heading as="h2" id="building-blocks" className={styles.cardsTitle}>
          The building blocks
        </Heading>
        <ul className={styles.cards}>
          {CARDS.map((card) => (
            <li key={card.title} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {card.title}
              </Heading>
              <p className={styles.cardBody}>{card.body}</p>
              <Link className={styles.cardLink} to={card.to}>
                {card.cta}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={SITE.tagline}
      description="DeepTeam is an open-source Python toolkit that red-teams LLM applications with simulated attacks and guards them at run time.">
      <main>
        <Hero />
        <FirstScan />
        <Guides />
        <Cards />
      </main>
    </Layout>
  );
}

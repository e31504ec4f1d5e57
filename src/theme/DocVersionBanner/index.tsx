/**
 * Ejected (leaf): our own version banner instead of the theme's generic "unmaintained"/"unreleased"
 * text. It names the toolkit release the page documents, links the same page in the other release
 * (remembering that choice as the preferred version, as the dropdown does) and, on archive pages, the
 * migration guide. The newest release, once it is the default, gets no banner.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useActivePlugin,
  useDoc,
  useDocsPreferredVersion,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_VERSION, NEWEST_VERSION, VERSIONS, toolkitVersionOf} from '@site/src/data/versions';
import {versionBase} from '@site/src/config/docsVersions';
import styles from './styles.module.css';

const MIGRATION_GUIDE = `${versionBase(NEWEST_VERSION)}/migrating-to-1-0`;

type Props = {readonly className?: string};

export default function DocVersionBanner({className}: Props): ReactNode {
  const versionMetadata = useDocsVersion();
  const {frontMatter} = useDoc();
  const {pluginId} = useActivePlugin({failfast: true})!;
  const {alternateDocVersions} = useActiveDocContext(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const version = toolkitVersionOf(versionMetadata.version);
  const isArchive = version !== NEWEST_VERSION;
  const isPreview = version === NEWEST_VERSION && DEFAULT_VERSION !== NEWEST_VERSION;
  if (!isArchive && !isPreview) return null;

  const other = isArchive ? NEWEST_VERSION : DEFAULT_VERSION;
  const otherName = VERSIONS[other].docsVersion;
  const otherDoc = alternateDocVersions[otherName];
  const info = VERSIONS[version];
  // A preview page says whether it has been rewritten and checked for the new release yet
  // (front matter `toolkit_checked`, which tests/content/pages.test.ts keeps honest).
  const checked = String((frontMatter as {toolkit_checked?: unknown}).toolkit_checked ?? '') === info.release;
  return (
    <aside
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert', isArchive ? 'alert--warning' : 'alert--info', styles.banner)}
      aria-label="Documentation version">
      {isArchive ? (
        <p>
          This page documents <strong>DeepTeam {info.release}</strong>, checked against {info.source.ref}.{' '}
          <code>pip install deepteam</code> now installs the 1.0 line, which changed how runs, callbacks and frameworks behave.
        </p>
      ) : checked ? (
        <p>
          <strong>Preview:</strong> this page documents <strong>DeepTeam {VERSIONS[version].label}</strong>, checked against the toolkit
          source at {info.source.ref}. The default docs still describe DeepTeam {VERSIONS[DEFAULT_VERSION].release}.
        </p>
      ) : (
        <p>
          <strong>Preview, not yet checked:</strong> this page of the DeepTeam {VERSIONS[version].label} docs still has the text written
          for DeepTeam {VERSIONS[DEFAULT_VERSION].release} and may not match 1.0. Use the {VERSIONS[DEFAULT_VERSION].release} page
          with a {VERSIONS[DEFAULT_VERSION].release} install.
        </p>
      )}
      <p className={styles.links}>
        {otherDoc && (
          <Link to={otherDoc.path} onClick={() => savePreferredVersionName(otherName)}>
            This page for DeepTeam {VERSIONS[other].label}
          </Link>
        )}
        {isArchive && (
          <Link to={MIGRATION_GUIDE} className={styles.secondary}>
            What changed in 1.0
          </Link>
        )}
      </p>
    </aside>
  );
}

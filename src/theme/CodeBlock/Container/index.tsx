// The theme's container sets the code theme's background and text colours as inline CSS variables of
// the colour mode React knows, which is the default mode until hydration: a dark page showed light code
// blocks until then. The stylesheet of src/plugins/code-highlight sets them per mode instead.
import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props<T extends ElementType> = {as: T} & ComponentProps<T>;

export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: Props<T>): ReactNode {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}

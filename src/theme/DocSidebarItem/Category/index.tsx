import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import DocSidebarItems from '@theme/DocSidebarItems';
import {ThemeClassNames} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof CategoryType>;

/**
 * A category that cannot collapse and has no page of its own is a heading, not a link. The original
 * renders it as an <a> without href, which is neither a link nor a button (Lighthouse's
 * crawlable-anchors audit). Every other category keeps the theme's component.
 */
export default function CategoryWrapper(props: Props): ReactNode {
  const {item, level, onItemClick, activePath} = props;
  if (item.collapsible || item.href) return <Category {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <div className="menu__list-item-collapsible">
        <span className="menu__link">{item.label}</span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} tabIndex={0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}

// Ejected from theme-classic only to change the accessible label: it names the current mode
// and the mode a click selects ("Dark mode is on. Switch to light mode"), which the original does not.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type {Props} from '@theme/ColorModeToggle';
import type {ColorMode} from '@docusaurus/theme-common';

import styles from './styles.module.css';

type Choice = ColorMode | null;

/** light -> dark -> light, or system -> light -> dark -> system when the OS preference is respected. */
export function getNextColorMode(choice: Choice, respectPrefersColorScheme: boolean): Choice {
  if (!respectPrefersColorScheme) {
    return choice === 'dark' ? 'light' : 'dark';
  }
  switch (choice) {
    case null:
      return 'light';
    case 'light':
      return 'dark';
    case 'dark':
      return null;
  }
}

const MODE_NAMES: Record<ColorMode | 'system', string> = {
  light: 'Light mode',
  dark: 'Dark mode',
  system: 'System mode',
};

function modeName(choice: Choice): string {
  return MODE_NAMES[choice ?? 'system'];
}

export function getColorModeAriaLabel(choice: Choice, respectPrefersColorScheme: boolean): string {
  const next = getNextColorMode(choice, respectPrefersColorScheme);
  return `${modeName(choice)} is on. Switch to ${modeName(next).toLowerCase()}`;
}

function ColorModeToggle({
  className,
  buttonClassName,
  respectPrefersColorScheme,
  value,
  onChange,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx(
          'clean-btn',
          styles.toggleButton,
          !isBrowser && styles.toggleButtonDisabled,
          buttonClassName,
        )}
        type="button"
        onClick={() => onChange(getNextColorMode(value, respectPrefersColorScheme))}
        disabled={!isBrowser}
        title={getColorModeAriaLabel(value, respectPrefersColorScheme)}
        aria-label={getColorModeAriaLabel(value, respectPrefersColorScheme)}>
        {/* All three icons render; data-theme-choice on <html> shows the right one before hydration. */}
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
        <IconSystemColorMode
          aria-hidden
          className={clsx(styles.toggleIcon, styles.systemToggleIcon)}
        />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { DEFAULT_THEME, THEME_ATTRIBUTE, isThemeName, type ThemeName } from '@nfx/design-tokens';
import { ONE_YEAR_SECONDS, THEME_COOKIE } from '@nfx/i18n';

function currentTheme(): ThemeName {
  const value = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  return isThemeName(value) ? value : DEFAULT_THEME;
}

/** The server renders the theme from the cookie, so the next load has no flash of the other one. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<ThemeName>(currentTheme);
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, next);
    document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    setTheme(next);
  };
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={theme === 'light'} data-theme-toggle>
      {t(`common.theme.${next}`)}
    </Button>
  );
}

import type {Page} from '@playwright/test';

export type ColourTheme = 'light' | 'dark';

/** Opens pages in the given colour mode, as a reader who chose it earlier (Docusaurus keeps it under 'theme'). */
export async function useColourTheme(page: Page, theme: ColourTheme): Promise<void> {
  await page.addInitScript((t) => {
    try {
      window.localStorage.setItem('theme', t);
    } catch {
      // Storage may be blocked on purpose by a test; the default theme then applies.
    }
  }, theme);
}

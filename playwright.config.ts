import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

// End-to-end tests run against the production build, served by the production nginx
// configuration, in Debian's Chromium (no browser download works on our machines).
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['./tests/e2e/summary-reporter.ts']] : [['list'], ['./tests/e2e/summary-reporter.ts']],
  timeout: 30_000,
  // Baselines of the visual tests (tests/e2e/visual.spec.ts), one file per view, in the repository.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Rendering noise passes (a faint colour difference per pixel, up to 40 pixels: two differed
  // between runs here); a focus ring (~360 pixels), a changed colour or an 8px shift does not (the
  // visual spec's last test proves the last two).
  expect: {
    toHaveScreenshot: {threshold: 0.05, maxDiffPixels: 40, animations: 'disabled', caret: 'hide', scale: 'css'},
    toMatchSnapshot: {threshold: 0.05, maxDiffPixels: 40},
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `PORT=${port} bash scripts/serve.sh`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    timeout: 60_000,
  },
});

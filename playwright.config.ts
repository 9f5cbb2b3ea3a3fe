import { defineConfig, devices } from '@playwright/test';
import type { ScriptsOption } from './tests/e2e/support/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig<ScriptsOption>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI's busy two cores a journey can miss a toast's timing; one retry, and the report still shows it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // CI's machine has run these journeys about three times slower than a developer's (axe
  // alone took 8 s a page), so its ceilings are wider; a ceiling is not the expected speed.
  timeout: process.env.CI ? 180_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    // `*.both.spec.ts` journeys run at both sizes: 1280 px here and 390 px in `mobile`.
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec|no-js\// },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /(mobile|viewer|\.both)\.spec/,
    },
    // The forms a person needs work as plain HTML: no script ever runs in these journeys.
    { name: 'no-javascript', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, scriptsRun: false }, testMatch: /no-js\/.*\.spec\.ts/ },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-server.mjs',
    env: { PORT: String(port), PUBLIC_URL: baseURL, HOST: '127.0.0.1', TRUST_PROXY: '1' },
    url: `${baseURL}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});

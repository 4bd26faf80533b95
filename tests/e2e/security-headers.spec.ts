import {expect, test} from '@playwright/test';
import {SAMPLE_DOC} from './site';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

for (const [what, path, status] of [
  ['a page', SAMPLE_DOC, 200],
  ['the not-found page', '/no-such-page', 404],
  ['a refused method', '/', 404],
] as const) {
  test(`${what} carries a strict CSP and the security headers`, async ({request}) => {
    const response = what === 'a refused method' ? await request.delete(path) : await request.get(path);
    expect(response.status()).toBe(status);
    const h = response.headers();
    const csp = directives(h['content-security-policy'] ?? '');
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(
      csp
        .get('script-src')!
        .slice(1)
        .every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s)),
    ).toBe(true);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
  });
}

test('an asset carries the security headers with its long cache', async ({page, request}) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/assets/js/"]').first().getAttribute('src');
  const response = await request.get(script!);
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the build’s own inline scripts run, and an injected inline script is blocked', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  await page.goto(SAMPLE_DOC);
  // The colour-mode script ran before paint (it set the theme) and the app started.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(violations).toEqual([]);
  const ran = await page.evaluate(async () => {
    const w = window as unknown as {injected?: boolean};
    const blocked = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), {once: true}),
    );
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.append(s);
    return {injected: w.injected === true, directive: await blocked};
  });
  expect(ran.injected).toBe(false);
  expect(ran.directive).toMatch(/^script-src/);
});

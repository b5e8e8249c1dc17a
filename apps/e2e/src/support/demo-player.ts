import { expect, type Page } from '@playwright/test';

/** The player every fresh database is seeded with (`npm start` prints the same login). */
export const DEMO_PLAYER = { login: 'demo@example.com', password: 'DemoPass123' };

/** Signs the page's browser context in through the API; the page shares its cookies. */
export async function signInAsDemoPlayer(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login?locale=en&version=e2e', { form: DEMO_PLAYER });
  expect(response.ok()).toBe(true);
}

import { expect, test } from '@playwright/test';

test('the gateway serves the web app at / and reloads app routes to it', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Pitboss');
  const deep = await page.goto('/curator');
  expect(deep?.status()).toBe(200);
  await expect(page).toHaveTitle('Pitboss');
});

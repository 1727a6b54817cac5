import { expect, test } from './fixtures.js';

test('an administrator reads the REST API in Swagger UI, which runs under the CSP with nothing refused', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Pitboss API/ })).toBeVisible();
  await page
    .getByRole('button', { name: 'GET /api/v1/slots/filter slots.filter', exact: true })
    .click();
  await expect(
    page.getByRole('button', { name: 'get /api/v1/slots/filter', exact: true }),
  ).toHaveAttribute('aria-expanded', 'true');
  // The operation shows its query parameters, read from the document the gateway generated.
  await expect(page.getByText('isArchived', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: 'POST /api/v1/catalogue/publish catalogue.publish',
      exact: true,
    }),
  ).toBeVisible();
  expect(refused).toEqual([]);
});

import { describe, expect, it, vi } from 'vitest';

// Each chunk's stand-in records when its module was evaluated; the libraries' module takes a
// while, so chunks imported at once would be evaluated before it and out of order.
const evaluated = vi.hoisted(() => [] as string[]);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

vi.mock('react-router', async () => {
  await later(30);
  evaluated.push('libraries');
  return { Outlet: () => null };
});
vi.mock('../components/unsaved-changes', async () => {
  await later(10);
  evaluated.push('shared');
  return { UnsavedChangesGuard: () => null };
});
vi.mock('./signed-in-app', () => {
  evaluated.push('application');
  return { default: () => null };
});
vi.mock('../features/promotions/components/promotions-page', async () => {
  await later(20);
  evaluated.push('promotions screen');
  return { default: () => null };
});

const { preloadSignedIn } = await import('./route-chunks');

describe('preloadSignedIn', () => {
  it('evaluates the libraries, the shared code, the application and the screen one after the other, and resolves once the application has run', async () => {
    await preloadSignedIn('/promotions/');
    expect(evaluated).toEqual(['libraries', 'shared', 'application']);
    await vi.waitFor(() => expect(evaluated).toHaveLength(4));
    expect(evaluated).toEqual(['libraries', 'shared', 'application', 'promotions screen']);
  });
});

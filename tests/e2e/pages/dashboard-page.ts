import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard: system panel and Live Casino Events, located by role and label. */
export class DashboardPage {
  readonly heading: Locator;
  readonly system: Locator;
  readonly systemStatus: Locator;
  readonly enableMaintenance: Locator;
  readonly disableMaintenance: Locator;
  readonly shutdown: Locator;
  readonly cancelShutdown: Locator;
  readonly maintenanceDialog: Locator;
  readonly shutdownDialog: Locator;

  readonly events: Locator;
  readonly connection: Locator;
  readonly filters: Locator;
  readonly pause: Locator;
  readonly resume: Locator;
  readonly clear: Locator;
  readonly eventList: Locator;
  readonly rows: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dashboard', level: 1 });
    this.system = page.getByRole('region', { name: 'System' });
    this.systemStatus = this.system.getByRole('status', { name: 'System status' });
    this.enableMaintenance = this.system.getByRole('button', { name: 'Enable Maintenance' });
    this.disableMaintenance = this.system.getByRole('button', { name: 'Disable Maintenance' });
    this.shutdown = this.system.getByRole('button', { name: 'Shutdown', exact: true });
    this.cancelShutdown = this.system.getByRole('button', { name: 'Cancel Shutdown' });
    this.maintenanceDialog = page.getByRole('dialog', { name: 'Schedule Maintenance' });
    this.shutdownDialog = page.getByRole('alertdialog', { name: 'Initiate Shutdown' });

    this.events = page.getByRole('region', { name: 'Live Casino Events' });
    this.connection = this.events.getByRole('status', { name: 'Connection' });
    this.filters = this.events.getByRole('button', { name: 'Filters', exact: true });
    this.pause = this.events.getByRole('button', { name: 'Pause', exact: true });
    this.resume = this.events.getByRole('button', { name: 'Resume', exact: true });
    this.clear = this.events.getByRole('button', { name: 'Clear', exact: true });
    this.eventList = this.events.getByRole('list', { name: 'Live events' });
    this.rows = this.eventList.getByRole('listitem');
    this.emptyState = this.events.getByText('No events match current filters');
  }

  async goto() {
    await this.page.goto('/dashboard');
    await expect(this.heading).toBeVisible();
  }

  filter(name: string | RegExp): Locator {
    return this.events.getByRole('checkbox', { name, exact: typeof name === 'string' });
  }

  get minimumAmount(): Locator {
    return this.events.getByLabel('Minimum amount');
  }

  /** The status text once the first answer arrived. */
  async expectStatus(text: string | RegExp) {
    await expect(this.systemStatus).toHaveText(text);
  }

  async rowCount(): Promise<number> {
    return this.rows.count();
  }

  /**
   * The text of the top row. Read from the DOM, not as rendered: the rows use
   * content-visibility, so a row inserted since the last frame renders no text yet.
   */
  async topRowText(): Promise<string> {
    return (await this.rows.first().textContent()) ?? '';
  }

  /** The type labels of the rows shown now, top to bottom. */
  async rowTypes(): Promise<string[]> {
    return this.rows.evaluateAll((items) =>
      items.map((li) => li.firstElementChild?.textContent?.trim() ?? ''),
    );
  }
}

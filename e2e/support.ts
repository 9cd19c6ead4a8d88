import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The back office's journeys sign in as this admin, created on start (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'owner@satchel.test', password: 'owner-e2e-password' };

/**
 * No serious or critical accessibility violations on the page as it stands. A toast in its 300 ms
 * fade-out is left out: half-transparent for a moment, it would read as low contrast.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('.toast--leaving').analyze();
  const bad = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 700;

import type { Locator, Page } from 'playwright-core';

/** The MUI date field named `label` inside `scope`: a group of MM, DD and YYYY sections. */
export const dayField = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

/** What the field shows, MM-DD-YYYY (its hidden input carries the text of the sections). */
export const shownDay = (scope: Page | Locator, label: string) =>
  dayField(scope, label).locator('xpath=..').locator('input').inputValue();

/** Types an ISO day into the field from the keyboard, as a rep would: select all, then the digits. */
export async function typeDay(page: Page, scope: Page | Locator, label: string, isoDay: string) {
  await dayField(scope, label).click();
  await page.keyboard.press('ControlOrMeta+a');
  const [year, month, day] = isoDay.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

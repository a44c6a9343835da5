import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPhones } from '../../api/domain/helpPhone';
import { patience } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { liveSettingsEnv } from '../helpers/testServer';

/*
 * One help line per page, named for who answers it (docs/decisions/0154): a borrower arriving on About
 * you from a rental programme's link reads the programme's line everywhere on the page, from the first
 * paint, offered by "a housing counselor"; from the agency's own link, the agency's words.
 */

const phone = { width: 390, height: 844 };

describe('the help line on About you', () => {
  const suite = browserSuite();

  const lines = (page: Page) =>
    page.locator('a[data-help-phone]').evaluateAll((links) => links.map((link) => link.textContent?.trim()));

  for (const [language, housing] of [
    ['en', 'Talk to a housing counselor'],
    ['es', null],
  ] as const) {
    it(`a rental link's borrower reads the programme's line, one number on the page (${language})`, async () => {
      const page = await suite.page({ viewport: phone });
      const prefix = language === 'es' ? '/es' : '';
      await page.goto(
        `${suite.server.url}${prefix}/application/about-you?applicationType=rental&router=eden`,
      );
      await page.locator('a[data-help-phone]').first().waitFor(patience);
      // The workspace's rental line: live's configured one, or training's demo line.
      const rental = [liveSettingsEnv.RENTAL_PROGRAM_PHONE, demoPhones.rental];
      await expect.poll(async () => rental.includes((await lines(page))[0] ?? ''), patience).toBe(true);
      const shown = await lines(page);
      expect(new Set(shown).size, `one number on the page: ${shown.join(', ')}`).toBe(1);
      expect(rental).toContain(shown[0]);
      if (housing) expect(await page.getByText(housing).count()).toBeGreaterThan(0);
      // Nothing the borrower can see offers the agency's "certified counselor" beside the programme's line.
      const seen = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (
            node.parentElement?.checkVisibility() &&
            /certified counselor|consejero certificado/i.test(node.textContent ?? '')
          )
            texts.push(node.textContent ?? '');
        return texts;
      });
      expect(seen).toEqual([]);
      await page.context().close();
    });
  }
});

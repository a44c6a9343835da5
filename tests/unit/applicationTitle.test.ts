import { describe, expect, it } from 'vitest';
import { trainingTitlePrefix } from '../../api/domain/workspace';
import { titleWithHeading } from '../../site/src/lib/flow/applicationType';

describe("an application page's tab title when a renter's heading replaces the credit one", () => {
  it('names the new heading before the site’s name', () => {
    expect(
      titleWithHeading('Get Your Free Analysis | Relief Service', 'Get Your Free Analysis', 'Get Rent Help'),
    ).toBe('Get Rent Help | Relief Service');
  });

  it('keeps the training mark in front of it', () => {
    expect(
      titleWithHeading(
        `${trainingTitlePrefix}Obtenga su análisis gratuito | Relief Service`,
        'Obtenga su análisis gratuito',
        'Ayuda con la renta',
      ),
    ).toBe(`${trainingTitlePrefix}Ayuda con la renta | Relief Service`);
  });

  it('adds no mark that was not there when the title named another heading', () => {
    expect(titleWithHeading('Your contact | Relief Service', 'About you', 'Sobre usted')).toBe(
      'Sobre usted | Relief Service',
    );
  });
});

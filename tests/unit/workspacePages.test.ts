import { describe, expect, it } from 'vitest';
import { demoPhones } from '../../api/domain/helpPhone';
import { promoVideoPlaceholder } from '../../api/domain/workspace';
import { renderSitePage } from '../../api/http/workspacePages';

/** The promo video's markup as the built pages carry it (site/src/features/landing/PromoVideo.astro). */
const built = `<html lang="en"><head><title>Relief</title></head><body><div data-promo-video hidden>
<video controls preload="none" src="${promoVideoPlaceholder}"><a href="${promoVideoPlaceholder}">Watch</a></video>
</div></body></html>`;

const settings = { kind: 'live', phones: demoPhones, flowVariant: 'default', bankLinking: true } as const;

describe('the promo video in a served page', () => {
  it('asks for no source without PROMO_VIDEO_URL, so no visitor sees the policy refuse one', () => {
    const page = renderSitePage(built, settings);
    expect(page).not.toContain(`src="${promoVideoPlaceholder}"`);
    expect(page).toContain('data-promo-video hidden');
  });

  it('plays PROMO_VIDEO_URL and shows its button when it is set', () => {
    const page = renderSitePage(built, {
      ...settings,
      promoVideoUrl: 'https://media.example.org/relief.mp4',
    });
    expect(page).toContain('src="https://media.example.org/relief.mp4"');
    expect(page).not.toContain(promoVideoPlaceholder);
    expect(page).not.toContain('data-promo-video hidden');
  });
});

describe('a workspace without bank linking', () => {
  it('serves its pages marked so, and a workspace with it unmarked', () => {
    expect(renderSitePage(built, { ...settings, bankLinking: false })).toContain(
      '<html data-bank-linking="off" lang="en">',
    );
    expect(renderSitePage(built, settings)).not.toContain('data-bank-linking');
  });
});

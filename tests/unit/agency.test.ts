import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config';
import { renderConsoleIndex } from '../../api/http/workspacePages';
import { demoPhones } from '../../api/domain/helpPhone';
import { agencies, flowVariantOf, showsStartApplication } from '../../api/domain/agency';
import { workspacesOf } from '../../api/workspace';

describe('the deployment variants (service-portal §8, borrower-application §2)', () => {
  it('AGENCY names one of the spec’s agencies; unset, the partner agency’s own deployment', () => {
    expect(loadConfig({}).AGENCY).toBe('main');
    expect(loadConfig({ AGENCY: 'greenpath' }).AGENCY).toBe('greenpath');
    expect(() => loadConfig({ AGENCY: 'acme' })).toThrow(ConfigError);
    expect(() => loadConfig({ AGENCY: 'acme' })).toThrow(/AGENCY/);
  });

  it('the partner agency and its staging run the partner-agency variant; the other agencies the default', () => {
    const variants = Object.fromEntries(agencies.map((agency) => [agency, flowVariantOf(agency)]));
    expect(variants).toEqual({
      afs: 'default',
      apprisen: 'default',
      cambridge: 'default',
      cesi: 'default',
      greenpath: 'default',
      navicore: 'default',
      main: 'partnerAgency',
      staging: 'partnerAgency',
    });
    expect(showsStartApplication('partnerAgency')).toBe(true);
    expect(showsStartApplication('default')).toBe(false);
  });

  it('training practises the same variant as live', () => {
    const { live, training } = workspacesOf(loadConfig({ AGENCY: 'cesi' }));
    expect(live.flowVariant).toBe('default');
    expect(training?.flowVariant).toBe('default');
  });

  it('the console learns its variant from the page it is served', () => {
    const html = '<html><head><title>Staff</title></head><body></body></html>';
    const page = renderConsoleIndex(html, {
      kind: 'live',
      phones: demoPhones,
      flowVariant: 'default',
      bankLinking: true,
    });
    expect(page).toContain('<meta name="relief-flow-variant" content="default">');
  });
});

import { describe, expect, it } from 'vitest';
import { demoScenarios } from '../../api/domain/demoScenarios';
import { parseCliOptions, usage } from '../../seed/options';

const now = new Date('2025-03-15T15:00:00.000Z');
const parse = (...args: string[]) => parseCliOptions(args, {}, now);

describe('npm run seed -- --scenario', () => {
  it('loads the set’s own number of borrowers, and random ones without it', () => {
    expect(parse('--scenario', 'firstDay')).toMatchObject({ scenario: 'firstDay', borrowers: 30 });
    expect(parse('--scenario', 'banks', '--borrowers', '20', '--reset')).toMatchObject({
      scenario: 'banks',
      borrowers: 20,
      reset: true,
    });
    expect(parse('--borrowers', '50')).toMatchObject({ scenario: undefined, borrowers: 50 });
  });

  it('refuses an unknown set, naming the known ones, and another size for a set', () => {
    expect(() => parse('--scenario', 'nightShift')).toThrow(
      '--scenario must be one of firstDay, callbacks, spanish, banks, takeOver, pending, enrolled, not "nightShift"',
    );
    expect(() => parse('--scenario', 'takeOver', '--borrowers', '200')).toThrow(
      '--scenario takeOver has 12 borrowers: leave out --borrowers 200',
    );
  });

  it('lists every set in the usage text', () => {
    for (const scenario of demoScenarios)
      expect(usage).toContain(`${scenario.id.padEnd(10)} ${scenario.title}`);
  });
});

describe('npm run seed -- --bulk', () => {
  it('is asked for, never assumed: a training database with no borrowers may have a console open on it', () => {
    expect(parse('--borrowers', '50')).toMatchObject({ bulk: false });
    expect(parse('--borrowers', '50', '--reset')).toMatchObject({ bulk: false });
    expect(parse('--borrowers', '50', '--bulk')).toMatchObject({ bulk: true });
    expect(usage).toContain('--bulk');
  });
});

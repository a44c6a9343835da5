import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtScoreBand, debtScoreBands } from '../../api/domain/debtScoreBand';

describe('debt score bands (service-portal §9)', () => {
  it('puts each boundary in the band our rule names', () => {
    expect(debtScoreBand(0)).toBe('red');
    expect(debtScoreBand(19)).toBe('red');
    expect(debtScoreBand(20)).toBe('orange');
    expect(debtScoreBand(39)).toBe('orange');
    expect(debtScoreBand(40)).toBe('yellow');
    expect(debtScoreBand(59)).toBe('yellow');
    expect(debtScoreBand(60)).toBe('green');
    expect(debtScoreBand(79)).toBe('green');
    expect(debtScoreBand(80)).toBe('lightBlue');
    expect(debtScoreBand(100)).toBe('lightBlue');
  });

  it('covers 0 to 100 with the five colours in order, without gaps or overlaps', () => {
    expect(debtScoreBands.map((b) => b.band)).toEqual(['red', 'orange', 'yellow', 'green', 'lightBlue']);
    expect(debtScoreBands[0].min).toBe(0);
    expect(debtScoreBands[debtScoreBands.length - 1].max).toBe(100);
    for (let k = 1; k < debtScoreBands.length; k += 1) {
      expect(debtScoreBands[k].min).toBe(debtScoreBands[k - 1].max + 1);
    }
  });

  it('never moves to a lower band as the score rises', () => {
    const order = debtScoreBands.map((b) => b.band);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return order.indexOf(debtScoreBand(low)) <= order.indexOf(debtScoreBand(high));
      }),
    );
  });

  it('rounds fractions and takes the nearest end for scores outside 0–100', () => {
    expect(debtScoreBand(19.4)).toBe('red');
    expect(debtScoreBand(19.5)).toBe('orange');
    expect(debtScoreBand(-5)).toBe('red');
    expect(debtScoreBand(140)).toBe('lightBlue');
    expect(() => debtScoreBand(Number.NaN)).toThrow(RangeError);
  });
});

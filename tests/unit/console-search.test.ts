import { describe, expect, it } from 'vitest';
import { defaultApplicationFilterValues } from '../../admin/src/applications/applicationFilterModel';
import { listUrlForSearch } from '../../admin/src/applications/searchFromUrl';

const filterOf = (url: string | null) =>
  JSON.parse(new URLSearchParams(url!.split('?')[1]).get('filter')!) as Record<string, unknown>;

describe('a staff path’s search value', () => {
  it('opens the list with that search and the spec’s default filters', () => {
    const url = listUrlForSearch('/summary', '?search=%20Maria%20Lopez%20');
    expect(url!.startsWith('/summary?filter=')).toBe(true);
    expect(filterOf(url)).toEqual({ ...defaultApplicationFilterValues, q: 'Maria Lopez' });
    expect(filterOf(listUrlForSearch('/borrower-queue', '?search=a%26b'))).toMatchObject({ q: 'a&b' });
  });

  it('an empty value is no search; no value leaves the list alone', () => {
    expect(filterOf(listUrlForSearch('/summary', '?search='))).toEqual(defaultApplicationFilterValues);
    expect(listUrlForSearch('/summary', '')).toBeNull();
    expect(listUrlForSearch('/summary', '?filter=%7B%7D')).toBeNull();
  });
});

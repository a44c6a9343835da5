import { useEffect } from 'react';
import { SearchInput, useLocation } from 'react-admin';

export const searchBoxLabel = 'Search borrowers';

/** The search box; focused when the rep pressed '/' on a page that has none (keyboard/SearchShortcut). */
const BorrowerSearch = (props: { source: string; alwaysOn: boolean }) => {
  const { state } = useLocation();
  const focus = (state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    // The rep asked for the search ('/'): focusing it is what they meant.
    if (focus) document.querySelector<HTMLInputElement>(`input[aria-label="${searchBoxLabel}"]`)?.focus();
  }, [focus]);
  return (
    <SearchInput
      {...props}
      placeholder={`${searchBoxLabel} (press /)`}
      // A placeholder is no accessible name: the aria-label names the box for a screen reader.
      slotProps={{ htmlInput: { 'aria-label': searchBoxLabel, 'aria-keyshortcuts': '/' } }}
    />
  );
};

export const applicationFilters = [<BorrowerSearch key="q" source="q" alwaysOn />];

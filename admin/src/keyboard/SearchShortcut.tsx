import { useNavigate } from 'react-admin';
import { searchBoxLabel } from '../applications/applicationFilters';
import { useShortcut } from './useShortcut';

const searchBox = () => document.querySelector<HTMLInputElement>(`input[aria-label="${searchBoxLabel}"]`);

/**
 * '/' focuses the borrower search, as in mail and issue trackers: the list's own search box when the
 * page has one, else the Summary's.
 */
export const SearchShortcut = () => {
  const navigate = useNavigate();
  useShortcut('/', () => {
    const box = searchBox();
    if (box) box.focus();
    else navigate('/summary', { state: { focusSearch: true } });
  });
  return null;
};

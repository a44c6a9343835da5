import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { IdleWarning } from './IdleWarning';
import { Menu } from './Menu';

/** react-admin's responsive layout: the menu folds into a drawer on small screens. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout
    appBar={AppBar}
    menu={Menu}
    // react-admin's layout is at least as wide as its content ('fit-content'): a wide table or tab
    // strip would widen the whole page on a phone. Without it they scroll inside the page instead.
    sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
  >
    {children}
    <IdleWarning />
  </RaLayout>
);

import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { SearchShortcut } from '../keyboard/SearchShortcut';
import { CallbackReminders } from '../reminders/CallbackReminders';
import { ReturnAfterSignIn } from '../session/ReturnAfterSignIn';
import { workspace } from '../workspace';
import { AppBar } from './AppBar';
import { IdleWarning } from './IdleWarning';
import { Menu } from './Menu';
import { TrainingBar, trainingBarHeight } from './TrainingBar';

const training = workspace === 'training';

/** react-admin's responsive layout: the menu folds into a drawer on small screens. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <>
    {training && <TrainingBar />}
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      // react-admin's layout is at least as wide as its content ('fit-content'): a wide table or tab
      // strip would widen the whole page on a phone. Without it they scroll inside the page instead.
      sx={(theme) => ({
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0 },
        // Room for training's strip above the app bar (react-admin leaves 6 spacings, 7 on a phone).
        ...(training && {
          '& .RaLayout-appFrame': {
            marginTop: `calc(${theme.spacing(6)} + ${trainingBarHeight})`,
            [theme.breakpoints.down('sm')]: { marginTop: `calc(${theme.spacing(7)} + ${trainingBarHeight})` },
          },
        }),
      })}
    >
      <SearchShortcut />
      <ReturnAfterSignIn />
      {children}
      <IdleWarning />
      <CallbackReminders />
    </RaLayout>
  </>
);

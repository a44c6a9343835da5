import { LoadingIndicator, AppBar as RaAppBar, TitlePortal, ToggleThemeButton } from 'react-admin';
import { StartApplicationButton } from './startApplication/StartApplicationButton';
import { UserMenu } from './UserMenu';

/** react-admin's app bar with the spec's Start Application button; the user menu holds Sign Out. */
export const AppBar = () => (
  <RaAppBar
    userMenu={<UserMenu />}
    toolbar={
      <>
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
  >
    {/* Each screen's title is its one h1 (react-admin's Title renders into this portal). */}
    <TitlePortal component="h1" />
    <StartApplicationButton />
  </RaAppBar>
);

import { LoadingIndicator, AppBar as RaAppBar, TitlePortal, ToggleThemeButton } from 'react-admin';
import { trainingColors } from '../theme';
import { showsStartApplication } from '@domain/agency';
import { flowVariant, workspace } from '../workspace';
import { StartApplicationButton } from './startApplication/StartApplicationButton';
import { trainingBarHeight } from './TrainingBar';
import { UserMenu } from './UserMenu';

/** Training's app bar sits under its notice strip, in its own colour. */
const trainingLook = { top: trainingBarHeight, bgcolor: trainingColors.appBar, color: '#fff' };

/**
 * react-admin's app bar with the spec's Start Application button (for the partner agency's variant
 * only); the user menu holds Sign Out.
 */
export const AppBar = () => (
  <RaAppBar
    userMenu={<UserMenu />}
    sx={workspace === 'training' ? trainingLook : undefined}
    toolbar={
      <>
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
  >
    {/* Each screen's title is its one h1 (react-admin's Title renders into this portal). */}
    <TitlePortal component="h1" />
    {showsStartApplication(flowVariant) && <StartApplicationButton />}
  </RaAppBar>
);

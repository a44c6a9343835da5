import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import applications from './applications';
import { ApplicationList } from './applications/ApplicationList';
import { BorrowerQueue } from './applications/BorrowerQueue';
import creditors, { creditorsForReps } from './creditors';
import readLog from './readLog';
import emails from './emails';
import creditReviews from './creditReviews';
import { StartPage } from './dashboard/StartPage';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { canAccess } from './permissions';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import reps from './reps';
import { darkTheme, lightTheme } from './theme';
import { workspace } from './workspace';

const PreferencesPage = lazy(() => import('./preferences/PreferencesPage'));
const DemoDataPage = lazy(() => import('./demoData/DemoDataPage'));
const FirstLeadPage = lazy(() => import('./firstLead/FirstLeadPage'));

/** The spec's staff paths (/summary, /borrower-queue, /preferences) are the console's own routes. */
export const App = () => (
  <Admin
    title={workspace === 'training' ? 'Relief Service — Training' : 'Relief Service — Staff'}
    disableTelemetry
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={lightTheme}
    darkTheme={darkTheme}
    loginPage={LoginPage}
    layout={Layout}
    dashboard={StartPage}
    requireAuth
  >
    {/* Live's first lead, before anyone can sign in (the one-time link printed at start). */}
    <CustomRoutes noLayout>
      <Route path="/first-lead" element={<FirstLeadPage />} />
    </CustomRoutes>
    {(permissions) => (
      <>
        <Resource name="Application" {...applications} />
        {canAccess(permissions, 'creditReview:manage') && <Resource name="CreditReview" {...creditReviews} />}
        {canAccess(permissions, 'reps:manage') && <Resource name="Rep" {...reps} />}
        {canAccess(permissions, 'creditorTerms:read') && (
          <Resource
            name="Creditor"
            {...(canAccess(permissions, 'creditorTerms:manage') ? creditors : creditorsForReps)}
          />
        )}
        {canAccess(permissions, 'outbox:read') && <Resource name="Email" {...emails} />}
        {canAccess(permissions, 'readLog:read') && <Resource name="ReadLogEntry" {...readLog} />}
        {canAccess(permissions, 'readLog:read') && <Resource name="ReadFlag" />}
        <CustomRoutes>
          <Route path="/summary" element={<ApplicationList />} />
          <Route path="/borrower-queue" element={<BorrowerQueue />} />
          <Route path="/borrower-queue/:repId" element={<BorrowerQueue />} />
          <Route path="/preferences" element={<PreferencesPage />} />
          {canAccess(permissions, 'demoData:load') && <Route path="/demo-data" element={<DemoDataPage />} />}
        </CustomRoutes>
      </>
    )}
  </Admin>
);

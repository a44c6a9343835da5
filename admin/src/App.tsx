import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router';
import applications from './applications';
import { ApplicationList } from './applications/ApplicationList';
import { HomeRedirect } from './layout/HomeRedirect';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { darkTheme, lightTheme } from './theme';

export const App = () => (
  <Admin
    title="Relief Service — Staff"
    disableTelemetry
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={lightTheme}
    darkTheme={darkTheme}
    loginPage={LoginPage}
    layout={Layout}
    dashboard={HomeRedirect}
  >
    <Resource name="Application" {...applications} />
    <CustomRoutes>
      <Route
        path="/summary"
        element={
          <ResourceContextProvider value="Application">
            <ApplicationList />
          </ResourceContextProvider>
        }
      />
    </CustomRoutes>
  </Admin>
);

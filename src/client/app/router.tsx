import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { Role } from '../../shared/constants.js';
import { PAGE_PATHS } from '../../shared/routes.js';
import { useTexts } from '../lib/i18n/use-texts.js';
import { ErrorBoundary } from './error-boundary.js';
import { lazyPage, type LazyPage } from './lazy-page.js';
import { PageStatus } from './page-status.js';
import { PAGE_TITLE_KEYS, pageTitle, useDocumentTitle } from './page-title.js';
import { pageLoaders, type PageName } from './pages.js';
import { ProtectedRoute } from './protected-route.js';
import { useShopName } from './shell/use-shop-name.js';
import { appTexts, type PageTitleKey } from './texts.js';

const HomePage = lazyPage(() => pageLoaders.home().then((m) => m.HomePage));
const BookingPage = lazyPage(() => pageLoaders.booking().then((m) => m.BookingPage));
const TrackPage = lazyPage(() => pageLoaders.track().then((m) => m.TrackPage));
const CustomerLoginPage = lazyPage(() => pageLoaders.customerLogin().then((m) => m.CustomerLoginPage));
const AccountPage = lazyPage(() => pageLoaders.customerAccount().then((m) => m.AccountPage));
const MyBookingsPage = lazyPage(() => pageLoaders.customerBookings().then((m) => m.MyBookingsPage));
const BarberLoginPage = lazyPage(() => pageLoaders.barberLogin().then((m) => m.BarberLoginPage));
const BarberDashboardPage = lazyPage(() => pageLoaders.barberDashboard().then((m) => m.BarberDashboardPage));
const AdminLoginPage = lazyPage(() => pageLoaders.adminLogin().then((m) => m.AdminLoginPage));
const NotFoundPage = lazyPage(() => import('./not-found-page.js').then((m) => m.NotFoundPage));
const AdminDashboardPage = lazyPage(() => pageLoaders.adminDashboard().then((m) => m.AdminDashboardPage));
const BoardPage = lazyPage(() => pageLoaders.board().then((m) => m.BoardPage));
const PlatformPage = lazyPage(() => pageLoaders.platform().then((m) => m.PlatformPage));
const ShopsPage = lazyPage(() => pageLoaders.shops().then((m) => m.ShopsPage));
const ChainPage = lazyPage(() => pageLoaders.chain().then((m) => m.ChainPage));
const SignupPage = lazyPage(() => pageLoaders.signup().then((m) => m.SignupPage));

const PAGES: Record<PageName, LazyPage> = {
  home: HomePage,
  booking: BookingPage,
  track: TrackPage,
  customerLogin: CustomerLoginPage,
  customerAccount: AccountPage,
  customerBookings: MyBookingsPage,
  barberLogin: BarberLoginPage,
  barberDashboard: BarberDashboardPage,
  adminLogin: AdminLoginPage,
  adminDashboard: AdminDashboardPage,
  board: BoardPage,
  platform: PlatformPage,
  shops: ShopsPage,
  chain: ChainPage,
  signup: SignupPage,
};

/** Loads a page's code ahead of the first render, which then shows the page without suspending. */
export function loadPage(page: PageName): Promise<void> {
  return PAGES[page].load();
}

/** One routed page: its title, its access rule, and a loading state while its code arrives. */
function Page({ titleKey, role, children }: { titleKey: PageTitleKey | null; role?: Role; children: ReactNode }) {
  const t = useTexts(appTexts);
  const { name } = useShopName();
  useDocumentTitle(pageTitle(titleKey && t[titleKey], name, t));
  const content = <Suspense fallback={<PageStatus text={t.loading} />}>{children}</Suspense>;
  return role ? <ProtectedRoute role={role}>{content}</ProtectedRoute> : content;
}

/**
 * The route table. Its paths are src/shared/routes.ts, which the server shares to answer 404 where
 * the not-found page shows. Feature pages read their own parameters (useParams, useSearch).
 */
export function AppRoutes() {
  const [path] = useLocation();
  return (
    <ErrorBoundary resetKey={path}>
      <Switch>
        <Route path={PAGE_PATHS.home}>
          <Page titleKey={PAGE_TITLE_KEYS.home}>
            <HomePage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.booking}>
          <Page titleKey={PAGE_TITLE_KEYS.booking}>
            <BookingPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.track}>
          <Page titleKey={PAGE_TITLE_KEYS.track}>
            <TrackPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.customerLogin}>
          <Page titleKey={PAGE_TITLE_KEYS.customerLogin}>
            <CustomerLoginPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.customerAccount}>
          <Page titleKey={PAGE_TITLE_KEYS.customerAccount} role="customer">
            <AccountPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.customerBookings}>
          <Page titleKey={PAGE_TITLE_KEYS.customerBookings} role="customer">
            <MyBookingsPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.barberLogin}>
          <Page titleKey={PAGE_TITLE_KEYS.barberLogin}>
            <BarberLoginPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.barberDashboard}>
          <Page titleKey={PAGE_TITLE_KEYS.barberDashboard} role="barber">
            <BarberDashboardPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.adminLogin}>
          <Page titleKey={PAGE_TITLE_KEYS.adminLogin}>
            <AdminLoginPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.adminDashboard}>
          <Page titleKey={PAGE_TITLE_KEYS.adminDashboard} role="admin">
            <AdminDashboardPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.admin}>
          <Redirect to="/admin/dashboard" replace />
        </Route>
        <Route path={PAGE_PATHS.board}>
          <Page titleKey={PAGE_TITLE_KEYS.board}>
            <BoardPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.platform}>
          <Page titleKey={PAGE_TITLE_KEYS.platform}>
            <PlatformPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.shops}>
          <Page titleKey={PAGE_TITLE_KEYS.shops}>
            <ShopsPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.chain}>
          <Page titleKey={PAGE_TITLE_KEYS.chain}>
            <ChainPage />
          </Page>
        </Route>
        <Route path={PAGE_PATHS.signup}>
          <Page titleKey={PAGE_TITLE_KEYS.signup}>
            <SignupPage />
          </Page>
        </Route>
        <Route>
          <Page titleKey="notFoundPageTitle">
            <NotFoundPage />
          </Page>
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

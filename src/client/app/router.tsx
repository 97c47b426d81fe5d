import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { Role } from '../../shared/constants.js';
import { ErrorBoundary } from './error-boundary.js';
import { PageStatus } from './page-status.js';
import { pageTitle, useDocumentTitle } from './page-title.js';
import { pageLoaders } from './pages.js';
import { ProtectedRoute } from './protected-route.js';
import { useShopName } from './shell/use-shop-name.js';

const HomePage = lazy(() => pageLoaders.home().then((m) => ({ default: m.HomePage })));
const BookingPage = lazy(() => pageLoaders.booking().then((m) => ({ default: m.BookingPage })));
const TrackPage = lazy(() => pageLoaders.track().then((m) => ({ default: m.TrackPage })));
const CustomerLoginPage = lazy(() => pageLoaders.customerLogin().then((m) => ({ default: m.CustomerLoginPage })));
const AccountPage = lazy(() => pageLoaders.customerAccount().then((m) => ({ default: m.AccountPage })));
const MyBookingsPage = lazy(() => pageLoaders.customerBookings().then((m) => ({ default: m.MyBookingsPage })));
const BarberLoginPage = lazy(() => pageLoaders.barberLogin().then((m) => ({ default: m.BarberLoginPage })));
const BarberDashboardPage = lazy(() => pageLoaders.barberDashboard().then((m) => ({ default: m.BarberDashboardPage })));
const AdminLoginPage = lazy(() => pageLoaders.adminLogin().then((m) => ({ default: m.AdminLoginPage })));
const NotFoundPage = lazy(() => import('./not-found-page.js').then((m) => ({ default: m.NotFoundPage })));
const AdminDashboardPage = lazy(() => pageLoaders.adminDashboard().then((m) => ({ default: m.AdminDashboardPage })));

/** One routed page: its title, its access rule, and a loading state while its code arrives. */
function Page({ title, role, children }: { title: string | null; role?: Role; children: ReactNode }) {
  const { name } = useShopName();
  useDocumentTitle(pageTitle(title, name));
  const content = <Suspense fallback={<PageStatus text="Loading..." />}>{children}</Suspense>;
  return role ? <ProtectedRoute role={role}>{content}</ProtectedRoute> : content;
}

/** The route table of spec §2. Feature pages read their own parameters (useParams, useSearch). */
export function AppRoutes() {
  const [path] = useLocation();
  return (
    <ErrorBoundary resetKey={path}>
      <Switch>
        <Route path="/">
          <Page title={null}>
            <HomePage />
          </Page>
        </Route>
        <Route path="/booking/:barberId?">
          <Page title="Book an appointment">
            <BookingPage />
          </Page>
        </Route>
        <Route path="/track">
          <Page title="Track your booking">
            <TrackPage />
          </Page>
        </Route>
        <Route path="/customer/login">
          <Page title="Sign in">
            <CustomerLoginPage />
          </Page>
        </Route>
        <Route path="/customer/account">
          <Page title="My account" role="customer">
            <AccountPage />
          </Page>
        </Route>
        <Route path="/customer/bookings">
          <Page title="My bookings" role="customer">
            <MyBookingsPage />
          </Page>
        </Route>
        <Route path="/barber/login">
          <Page title="Barber sign in">
            <BarberLoginPage />
          </Page>
        </Route>
        <Route path="/barber/dashboard">
          <Page title="Barber dashboard" role="barber">
            <BarberDashboardPage />
          </Page>
        </Route>
        <Route path="/admin/login">
          <Page title="Admin sign in">
            <AdminLoginPage />
          </Page>
        </Route>
        <Route path="/admin/dashboard">
          <Page title="Admin dashboard" role="admin">
            <AdminDashboardPage />
          </Page>
        </Route>
        <Route path="/admin">
          <Redirect to="/admin/dashboard" replace />
        </Route>
        <Route>
          <Page title="Page not found">
            <NotFoundPage />
          </Page>
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

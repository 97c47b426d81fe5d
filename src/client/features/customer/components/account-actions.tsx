import { CalendarPlus, ClipboardList, LogOut, Search } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { customerTexts } from '../texts.js';
import { useCustomerLogout } from './use-customer-logout.js';

export interface AccountActionsProps {
  phone: string;
  /** Whether the customer has a booking waiting or in the chair. */
  hasActiveBooking: boolean;
}

/**
 * docs/product/screens.md: Book Now (or Book New Appointment, for someone else, while their own booking is
 * active), Track Booking with their number, My Bookings and Logout.
 */
export function AccountActions({ phone, hasActiveBooking }: AccountActionsProps) {
  const t = useTexts(customerTexts);
  const { logout, pending } = useCustomerLogout();
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      <Button asChild size="lg" className="sm:col-span-2">
        <Link href="/booking">
          <CalendarPlus aria-hidden="true" />
          {hasActiveBooking ? t.bookNewAppointment : t.bookNow}
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link href={`/track?phone=${phone}`}>
          <Search aria-hidden="true" />
          {t.trackBooking}
        </Link>
      </Button>
      <Button asChild variant="outline" className="text-ink-900">
        <Link href="/customer/bookings">
          <ClipboardList aria-hidden="true" />
          {t.myBookings}
        </Link>
      </Button>
      <Button variant="ghost" className="text-ink-700 sm:col-span-2" loading={pending} loadingText={t.loggingOut} onClick={logout}>
        <LogOut aria-hidden="true" />
        {t.logout}
      </Button>
    </div>
  );
}

import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the My bookings page is built in this folder; replace this component. */
export function MyBookingsPage() {
  return (
    <Container>
      <PageHeader title="My bookings" />
    </Container>
  );
}

import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Book an appointment page is built in this folder; replace this component. */
export function BookingPage() {
  return (
    <Container>
      <PageHeader title="Book an appointment" />
    </Container>
  );
}

import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Barber dashboard page is built in this folder; replace this component. */
export function BarberDashboardPage() {
  return (
    <Container>
      <PageHeader title="Barber dashboard" />
    </Container>
  );
}

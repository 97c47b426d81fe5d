import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Barber login page is built in this folder; replace this component. */
export function BarberLoginPage() {
  return (
    <Container>
      <PageHeader title="Barber login" />
    </Container>
  );
}

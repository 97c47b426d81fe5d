import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Customer login page is built in this folder; replace this component. */
export function CustomerLoginPage() {
  return (
    <Container>
      <PageHeader title="Customer login" />
    </Container>
  );
}

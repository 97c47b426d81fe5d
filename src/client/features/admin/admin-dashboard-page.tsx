import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Admin dashboard page is built in this folder; replace this component. */
export function AdminDashboardPage() {
  return (
    <Container>
      <PageHeader title="Admin dashboard" />
    </Container>
  );
}

import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Admin login page is built in this folder; replace this component. */
export function AdminLoginPage() {
  return (
    <Container>
      <PageHeader title="Admin login" />
    </Container>
  );
}

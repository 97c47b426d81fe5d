import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the My account page is built in this folder; replace this component. */
export function AccountPage() {
  return (
    <Container>
      <PageHeader title="My account" />
    </Container>
  );
}

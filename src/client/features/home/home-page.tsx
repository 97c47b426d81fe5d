import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Home page is built in this folder; replace this component. */
export function HomePage() {
  return (
    <Container>
      <PageHeader title="Home" />
    </Container>
  );
}

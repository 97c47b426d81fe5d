import { Container, PageHeader } from '../../components/ui/page.js';

/** Placeholder: the Track your booking page is built in this folder; replace this component. */
export function TrackPage() {
  return (
    <Container>
      <PageHeader title="Track your booking" />
    </Container>
  );
}

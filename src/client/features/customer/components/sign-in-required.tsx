import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Container } from '../../../components/ui/page.js';

/** A customer page opened without a customer session: why, and the way to the login. */
export function SignInRequired({ icon, title, description, action }: { icon: ReactNode; title: string; description?: string; action: string }) {
  return (
    <Container className="py-16">
      <EmptyState
        tone="error"
        icon={icon}
        title={title}
        description={description}
        actions={
          <Button asChild>
            <Link href="/customer/login">{action}</Link>
          </Button>
        }
      />
    </Container>
  );
}

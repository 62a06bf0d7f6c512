import { createFileRoute, redirect } from '@tanstack/react-router';

// Unknown paths are the join page (docs/PRODUCT-RULES.md#pages), at its own address.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

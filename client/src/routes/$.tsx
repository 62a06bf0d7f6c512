import { createFileRoute, redirect } from '@tanstack/react-router';

// Unknown paths are the join page (spec §2), at its own address.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

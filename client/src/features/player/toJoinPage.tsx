// How the player's page goes back to the join page. The page is drawn by the app's router at
// /player (routes/player.tsx) and, on a phone that came by the join page, by the phone's shell
// without the router (phoneShell.tsx, issue 22): each gives its own way.
import { createContext, useContext, useEffect } from 'react';

/** To `/`: in place of this page (`replace`), or as a new step in the history (Back returns). */
export type ToJoinPage = (options: { replace: boolean }) => void;

export const ToJoinPageContext = createContext<ToJoinPage | null>(null);

export function useToJoinPage(): ToJoinPage {
  const toJoinPage = useContext(ToJoinPageContext);
  if (!toJoinPage) throw new Error('The player page is drawn without a way to the join page (ToJoinPageContext)');
  return toJoinPage;
}

/** Goes to the join page in place of this one as soon as it is drawn. */
export function GoToJoinPage() {
  const toJoinPage = useToJoinPage();
  useEffect(() => toJoinPage({ replace: true }), [toJoinPage]);
  return null;
}

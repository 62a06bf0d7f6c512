import { ActivityComingSoonPage } from './ActivityComingSoonPage';

export default function DrawEditorPage() {
  return <ActivityComingSoonPage type="draw" />;
}

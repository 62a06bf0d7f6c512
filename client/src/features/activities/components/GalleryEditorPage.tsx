import { ActivityComingSoonPage } from './ActivityComingSoonPage';

export default function GalleryEditorPage() {
  return <ActivityComingSoonPage type="gallery" />;
}

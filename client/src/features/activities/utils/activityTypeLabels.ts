import type { ActivityType } from '@quizfest/shared';

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  quiz: 'Quiz',
  draw: 'Draw',
  gallery: 'Gallery',
};

import type { ActivityType } from '@quizfest/shared';

const EDITOR_PATHS = {
  quiz: '/manager/activities/quiz',
  draw: '/manager/activities/draw',
  gallery: '/manager/activities/gallery',
} as const satisfies Record<ActivityType, string>;

/** Each activity type has its own editor route, all taking the id as ?id= (docs/PRODUCT-RULES.md#pages). */
export function activityEditorPath(type: ActivityType) {
  return EDITOR_PATHS[type];
}

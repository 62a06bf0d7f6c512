// Each route names its page in the browser's tab and history (the route's `head`, rendered by
// <HeadContent /> in the root route), so that several QuizFest tabs can be told apart.
export const APP_NAME = 'QuizFest';

export function pageTitle(page: string) {
  return { meta: [{ title: `${page} · ${APP_NAME}` }] };
}

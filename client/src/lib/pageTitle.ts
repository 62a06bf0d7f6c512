// Each route names its page in the browser's tab and history (the route's `head`, rendered by
// <HeadContent /> in the root route), so that several QuizFest tabs can be told apart.
export const APP_NAME = 'QuizFest';

/** 'Join · QuizFest': the tab's title of a page. */
export function pageTitleText(page: string): string {
  return `${page} · ${APP_NAME}`;
}

export function pageTitle(page: string) {
  return { meta: [{ title: pageTitleText(page) }] };
}

// The tab title of a manager, admin or sign-in page, in the page's language. The route's
// beforeLoad has loaded the `manage` catalogue by then (the router computes titles after it).
import { i18n } from '../../i18n/i18n';
import type manage from '../../i18n/locales/en/manage.json';
import { pageTitle } from '../pageTitle';

export function manageTitle(page: keyof (typeof manage)['titles']) {
  return pageTitle(i18n.t(`titles.${page}`, { ns: 'manage' }));
}

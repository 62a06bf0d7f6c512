// The code of the pages a join leads to, in one place: their routes load it on demand, and the
// phone's shell (phoneShell.tsx) fetches the big screen's while the code is being typed, so that the
// tap on Join waits for the join call only. Both import the same modules: fetched once.
export const loadPlayerPage = () => import('./features/player/components/PlayerPage');

export const loadScreenPage = () => import('./features/screen/components/ScreenPage');

/** The big screen's own texts, in both languages (routes/screen.tsx waits for them before it draws). */
export const loadScreenCatalogues = () => Promise.all([import('./i18n/locales/en/screen.json'), import('./i18n/locales/fr/screen.json')]);

/** The whole of Mantine's stylesheet, which every page but the phone's loads with its chunk (lazyPage). */
export const loadFullStyles = () => import('./styles/fullStyles');

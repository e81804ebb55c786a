// antd's component styles, made at build time (build/antd-styles.ts); before the app's own CSS
import 'virtual:antd.css';
import './app/global.css';
import './app/list.css';
import './app/pages.css';
import { detectLanguage } from './app/language';
import { preloadFirstScreen } from './app/router/preload';
import { reloadOnStaleChunks } from './app/version-poll';
import { preloadCatalogs } from './locales';

// A small entry: the app's code, the core catalogs and the first screen's chunks start loading side
// by side right away, instead of one after the other (entry → catalogs → page), which held back
// the first paint.
reloadOnStaleChunks();
const language = detectLanguage();
preloadCatalogs(language);
preloadFirstScreen(window.location.pathname);
void import('./app/start').then(({ start }) => start(language));

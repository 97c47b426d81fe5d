import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { isPageName } from './app/pages.js';
import { loadPage } from './app/router.js';
import { startLanguage } from './lib/i18n/language.js';
import { keepOfflineLanguage } from './lib/pwa/offline-language.js';
import { registerServiceWorker } from './lib/pwa/register-service-worker.js';
import { shopBase } from './lib/shop-base.js';
import { preloadLiveUpdates } from './lib/socket/socket-provider.js';
import { shopGoneOf } from '../shared/routes.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container = root;
// The server names a shop that is not there on the root (docs/decisions/0020-shop-routing.md):
// every page is then the no-shop page, from the first render on.
const gone = shopGoneOf(root.dataset.shopGone);
const app = (
  <StrictMode>
    <App gone={gone} />
  </StrictMode>
);

// The server may send the page's first paint, made at build time (docs/decisions/0009). The
// client takes that HTML over instead of drawing the page again: its first render must match it,
// so the page's code is loaded first (not "Loading...") and no data has arrived yet. The live
// connection's code comes first too, so the socket opens before the page's data can arrive, as
// when the page's own code had to load after the first render. A page that fails to load is
// left to the router to report.
// The first paint is in English: a page shown in another language is drawn afresh, once its code
// and texts are in. It is made for the bare paths, so its links lack a shop's /s/{slug}: under a
// shop's base the page is drawn afresh too, since hydrating would keep the HTML's hrefs. The
// no-shop page has no links: it is taken over under any base, and needs no page's code.
const prerendered = root.dataset.page;
void startLanguage().then((language) => {
  keepOfflineLanguage();
  const show = (hydratable: boolean) => {
    if (language === 'en' && hydratable) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  };
  if (gone) {
    show(container.firstElementChild !== null);
    return;
  }
  if (!isPageName(prerendered)) {
    createRoot(container).render(app);
    return;
  }
  const showPage = () => {
    show(shopBase() === '');
  };
  void Promise.all([loadPage(prerendered), preloadLiveUpdates()]).then(showPage, showPage);
});
registerServiceWorker();

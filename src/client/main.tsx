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
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container = root;
const app = (
  <StrictMode>
    <App />
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
// shop's base the page is drawn afresh too, since hydrating would keep the HTML's hrefs.
const prerendered = root.dataset.page;
const hydratable = shopBase() === '';
void startLanguage().then((language) => {
  keepOfflineLanguage();
  if (!isPageName(prerendered)) {
    createRoot(container).render(app);
    return;
  }
  const show = () => {
    if (language === 'en' && hydratable) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  };
  void Promise.all([loadPage(prerendered), preloadLiveUpdates()]).then(show, show);
});
registerServiceWorker();

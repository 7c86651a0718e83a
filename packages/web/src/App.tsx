import { lazy, Suspense, useEffect, useState } from 'react';
import { LanguagePicker } from './components/LanguagePicker.js';
import { useI18n } from './i18n/index.js';
import { HomePage } from './pages/HomePage.js';
import { href, useRoute } from './router.js';

// Each page is its own chunk, loaded when first shown: a phone at the table loads the terminal,
// not the digital director or the director console.
const EventsPage = lazy(() => import('./pages/EventsPage.js').then((m) => ({ default: m.EventsPage })));
const EventConsole = lazy(() => import('./pages/EventsPage.js').then((m) => ({ default: m.EventConsole })));
const DirectorPage = lazy(() => import('./pages/DirectorPage.js').then((m) => ({ default: m.DirectorPage })));
const OnlinePage = lazy(() => import('./pages/OnlinePage.js').then((m) => ({ default: m.OnlinePage })));
const OnlineConsole = lazy(() => import('./pages/OnlineConsole.js').then((m) => ({ default: m.OnlineConsole })));
const PrintPage = lazy(() => import('./pages/PrintPage.js').then((m) => ({ default: m.PrintPage })));
const ResultsPage = lazy(() => import('./pages/ResultsPage.js').then((m) => ({ default: m.ResultsPage })));
const RulingPage = lazy(() => import('./pages/RulingPage.js').then((m) => ({ default: m.RulingPage })));
const TrainingPage = lazy(() => import('./pages/TrainingPage.js').then((m) => ({ default: m.TrainingPage })));
const SessionConsole = lazy(() => import('./pages/SessionConsole.js').then((m) => ({ default: m.SessionConsole })));
const TerminalPage = lazy(() => import('./pages/TerminalPage.js').then((m) => ({ default: m.TerminalPage })));

const LARGE_KEY = 'stikk.largeCards';

export function App() {
  const { t } = useI18n();
  const route = useRoute();
  const [large, setLarge] = useState(() => localStorage.getItem(LARGE_KEY) === '1');
  useEffect(() => {
    document.body.classList.toggle('large-cards', large);
    localStorage.setItem(LARGE_KEY, large ? '1' : '0');
  }, [large]);
  useEffect(() => {
    document.title = `${t('app.name')} — ${pageTitle(route[0], t)}`;
  });
  return (
    <>
      <header className="top">
        <a href={href('/')}>♠ {t('app.name')}</a>
        <nav aria-label={t('app.name')}>
          <a href={href('/director')}>{t('nav.director')}</a>
          <a href={href('/director/events')}>{t('nav.events')}</a>
          <a href={href('/terminal')}>{t('nav.terminal')}</a>
          <a href={href('/online')}>{t('nav.online')}</a>
          <a href={href('/results')}>{t('nav.results')}</a>
        </nav>
        <div className="settings">
          <LanguagePicker />
          <label className="check">
            <input
              type="checkbox"
              checked={large}
              onChange={(e) => setLarge(e.target.checked)}
              data-testid="large-cards"
            />
            {t('settings.largeCards')}
          </label>
        </div>
      </header>
      <main id="main">
        <Suspense
          fallback={
            <p className="loading" aria-busy="true">
              …
            </p>
          }
        >
          {page(route)}
        </Suspense>
      </main>
    </>
  );
}

function page(r: string[]) {
  const id = Number(r[2]);
  switch (r[0]) {
    case 'director':
      if (r[1] === 'session' && id > 0) return <SessionConsole key={id} sessionId={id} />;
      if (r[1] === 'ruling') return <RulingPage />;
      if (r[1] === 'training') return <TrainingPage />;
      if (r[1] === 'events') return <EventsPage />;
      if (r[1] === 'event' && id > 0) return <EventConsole key={id} eventId={id} />;
      return <DirectorPage />;
    case 'terminal':
      return <TerminalPage />;
    case 'online':
      if (r[1] === 'director') return <OnlineConsole key={r[2] ?? ''} tableId={Number(r[2]) || null} />;
      return <OnlinePage tableId={Number(r[1]) || null} token={r[2] ?? null} />;
    case 'results':
      return <ResultsPage sessionId={Number(r[1]) || null} />;
    case 'print':
      return (
        <PrintPage
          kind={r[1] === 'guides' || r[1] === 'ranking' || r[1] === 'scorecards' ? r[1] : 'hands'}
          sessionId={Number(r[2])}
        />
      );
    default:
      return <HomePage />;
  }
}

function pageTitle(r: string | undefined, t: ReturnType<typeof useI18n>['t']): string {
  switch (r) {
    case 'director':
      return t('director.title');
    case 'terminal':
      return t('terminal.title');
    case 'online':
      return t('table.title');
    case 'results':
      return t('results.title');
    default:
      return t('home.title');
  }
}

import { useI18n } from '../i18n/index.js';
import { href } from '../router.js';

export function HomePage() {
  const { t } = useI18n();
  const box = (title: string, text: string, to: string, button: string, testid: string) => (
    <section className="panel">
      <h2>{title}</h2>
      <p>{text}</p>
      <a className="button" href={href(to)} data-testid={testid}>
        {button}
      </a>
    </section>
  );
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p className="muted">{t('app.tagline')}</p>
      <div className="grid2">
        {box(
          t('home.director.title'),
          t('home.director.text'),
          '/director',
          t('home.director.start'),
          'start-director',
        )}
        {box(t('home.player.title'), t('home.player.text'), '/terminal', t('terminal.join'), 'start-terminal')}
        {box(t('home.online.title'), t('home.online.text'), '/online', t('table.sitDown'), 'start-online')}
        {box(t('home.results.title'), t('home.results.text'), '/results', t('results.title'), 'start-results')}
      </div>
    </>
  );
}

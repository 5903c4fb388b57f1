import { Button, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { HelpBetLimits } from './HelpBetLimits';
import { HelpContact } from './HelpContact';
import { HELP_GROUPS, SECTION_ANCHORS, type HelpGroupId } from '../../components/helpTopics';
import './help.css';

/** Sections with live content below their text. */
function Extra({ group }: { group: HelpGroupId }) {
  const { platform } = useStores();
  const { t } = useTranslation();
  if (group === 'liveCenter') {
    return (
      <Button
        type="primary"
        onClick={() => void platform.windows.open({ kind: 'livetv', target: '/livetv' })}
      >
        {t('help.liveCenterButton')}
      </Button>
    );
  }
  if (group === 'betLimit') return <HelpBetLimits />;
  if (group === 'contact') return <HelpContact />;
  return null;
}

/**
 * /info/help: help and support in the player's language, searchable by keyword. `?section=live-center`
 * (the header's Live center and Bet limit links) scrolls to that section.
 */
export const HelpPage = observer(function HelpPage() {
  const { help } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const section = params.get('section');

  useEffect(() => {
    if (!section) return;
    const heading = document.getElementById(`${section}-title`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [section]);

  const topics = HELP_GROUPS.flatMap((group) =>
    group.topics.map((id) => ({
      id,
      group: group.id,
      title: t(`help.topics.${id}.title`),
      body: t(`help.topics.${id}.body`),
    })),
  );
  const shown = new Set(help.matching(topics).map((topic) => topic.id));
  const groups = HELP_GROUPS.filter((group) => group.topics.some((id) => shown.has(id)));

  return (
    <>
      <h1>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      <p>
        <Link to="/info/terms">{t('terms.readLink')}</Link>
      </p>
      <div className="help-search" role="search">
        <Input
          type="search"
          allowClear
          aria-label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
          value={help.query}
          onChange={(e) => help.setQuery(e.target.value)}
        />
      </div>
      <p role="status" className="help-results">
        {help.searching
          ? shown.size > 0
            ? t('help.results', { count: shown.size, query: help.query.trim() })
            : t('help.noResults', { query: help.query.trim() })
          : ''}
      </p>
      <nav aria-label={t('help.topicsNav')} className="help-nav">
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <Link to={{ search: `?section=${SECTION_ANCHORS[group.id]}` }}>
                {t(`help.groups.${group.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => {
        const anchor = SECTION_ANCHORS[group.id];
        return (
          <section
            key={group.id}
            id={anchor}
            className="info-section help-group"
            aria-labelledby={`${anchor}-title`}
          >
            <h2 id={`${anchor}-title`} tabIndex={-1}>
              {t(`help.groups.${group.id}`)}
            </h2>
            {group.topics
              .filter((id) => shown.has(id))
              .map((id) => (
                <article key={id} aria-labelledby={`help-${id}`} className="help-topic">
                  <h3 id={`help-${id}`}>{t(`help.topics.${id}.title`)}</h3>
                  <p>{t(`help.topics.${id}.body`)}</p>
                </article>
              ))}
            <Extra group={group.id} />
          </section>
        );
      })}
    </>
  );
});

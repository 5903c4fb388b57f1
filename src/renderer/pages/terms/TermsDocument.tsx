import { useTranslation } from 'react-i18next';
import type { TermsEntry, TermsScope } from '@shared/terms/api';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n';

interface Section {
  title: string;
  body: string;
}

/** The numbered sections of one terms document in the player's language, with its version and date. */
export function TermsDocument({
  scope,
  entry,
  headingId,
}: {
  scope: TermsScope;
  entry: TermsEntry;
  headingId: string;
}) {
  const { t } = useTranslation();
  const sections = t(`terms.${scope}.sections`, { returnObjects: true }) as Section[];
  const published = formatDate(Date.parse(entry.published_at), currentLanguage());
  return (
    <article className="terms-document" aria-labelledby={headingId}>
      <p className="terms-version">
        {t('terms.version', { version: entry.required_version, date: published })}
      </p>
      {entry.accepted_version === null && entry.required_version > 1 ? (
        <p className="terms-updated">{t('terms.updated')}</p>
      ) : null}
      <div className="terms-text" tabIndex={0} role="region" aria-label={t(`terms.${scope}.title`)}>
        {sections.map((section, index) => (
          <section key={section.title}>
            <h3>
              {index + 1}. {section.title}
            </h3>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
    </article>
  );
}

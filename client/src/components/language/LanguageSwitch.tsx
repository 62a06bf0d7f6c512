// EN / FR for the whole UI: the page's texts and the quiz's questions change together, and the
// choice is kept for next time (i18n/language.ts). Each language is named in its own words for
// screen readers ('English', 'Français'), as a reader who does not know the current one needs.
import { SegmentedControl, VisuallyHidden } from '../phoneKit';
import { useTranslation } from '../../i18n/playTranslation';
import { useLanguage } from '../../i18n/useLanguage';

const DATA = [
  { value: 'en_US', short: 'EN', name: 'English' },
  { value: 'fr_FR', short: 'FR', name: 'Français' },
].map(({ value, short, name }) => ({
  value,
  label: (
    <>
      <span aria-hidden>{short}</span>
      <VisuallyHidden lang={value.slice(0, 2)}>{name}</VisuallyHidden>
    </>
  ),
}));

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      data={DATA}
      value={language}
      onChange={(next) => setLanguage(next === 'fr_FR' ? 'fr_FR' : 'en_US')}
    />
  );
}
